; ModuleID = 'atomics_seq.c'
source_filename = "atomics_seq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@.str = private unnamed_addr constant [9 x i8] c"load %d\0A\00", align 1
@ai = internal global i32 10, align 4, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"store -> %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"exchange old=%d new=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"cas success ok=%d expected=%d value=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"cas failure ok=%d expected=%d value=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"weak cas loop value=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"fetch_add old=%d \00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"fetch_sub old=%d \00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"fetch_or old=%d \00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"fetch_and old=%d \00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"fetch_xor old=%d \00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"final=%d\0A\00", align 1
@al = internal global i64 0, align 8, !dbg !18
@.str.12 = private unnamed_addr constant [8 x i8] c"al=%ld\0A\00", align 1
@.str.13 = private unnamed_addr constant [24 x i8] c"uchar fetch_add old=%u \00", align 1
@auc = internal global i8 -6, align 1, !dbg !31
@.str.14 = private unnamed_addr constant [8 x i8] c"now=%u\0A\00", align 1
@au64 = internal global i64 1, align 8, !dbg !35
@.str.15 = private unnamed_addr constant [12 x i8] c"u64 = %llu\0A\00", align 1
@lock = internal global %struct.atomic_flag zeroinitializer, align 1, !dbg !43
@.str.16 = private unnamed_addr constant [22 x i8] c"flag acquisitions=%d\0A\00", align 1
@aptr = internal global i32* null, align 8, !dbg !23
@.str.17 = private unnamed_addr constant [41 x i8] c"ptr cas ok=%d exp is target=%d *aptr=%d\0A\00", align 1
@.str.18 = private unnamed_addr constant [23 x i8] c"__atomic_add_fetch=%d \00", align 1
@.str.19 = private unnamed_addr constant [31 x i8] c"__atomic_fetch_nand=%d now=%d \00", align 1
@.str.20 = private unnamed_addr constant [25 x i8] c"__sync_fetch_and_add=%d \00", align 1
@.str.21 = private unnamed_addr constant [32 x i8] c"__sync_val_compare_and_swap=%d \00", align 1
@.str.22 = private unnamed_addr constant [38 x i8] c"__sync_bool_compare_and_swap=%d g=%d\0A\00", align 1
@.str.23 = private unnamed_addr constant [37 x i8] c"store_n/exchange_n prev=%ld now=%ld\0A\00", align 1
@.str.24 = private unnamed_addr constant [26 x i8] c"short after fetch_sub=%d\0A\00", align 1
@vcount = internal global i32 0, align 4, !dbg !28
@.str.25 = private unnamed_addr constant [17 x i8] c"volatile sum=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !62 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i32, align 4
  %37 = alloca i8, align 1
  %38 = alloca i8, align 1
  %39 = alloca i8, align 1
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i8, align 1
  %45 = alloca i64, align 8
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i8, align 1
  %49 = alloca i8, align 1
  %50 = alloca i8, align 1
  %51 = alloca i8, align 1
  %52 = alloca i8, align 1
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32*, align 8
  %56 = alloca i32*, align 8
  %57 = alloca i32*, align 8
  %58 = alloca i8, align 1
  %59 = alloca i32*, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i64, align 8
  %72 = alloca i64, align 8
  %73 = alloca i64, align 8
  %74 = alloca i64, align 8
  %75 = alloca i64, align 8
  %76 = alloca i64, align 8
  %77 = alloca i16, align 2
  %78 = alloca i16, align 2
  %79 = alloca i16, align 2
  %80 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %81 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !66
  store i32 %81, i32* %2, align 4, !dbg !66
  %82 = load i32, i32* %2, align 4, !dbg !66
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %82), !dbg !67
  store i32 20, i32* %3, align 4, !dbg !68
  %84 = load i32, i32* %3, align 4, !dbg !68
  store atomic i32 %84, i32* @ai seq_cst, align 4, !dbg !68
  %85 = load atomic i32, i32* @ai acquire, align 4, !dbg !69
  store i32 %85, i32* %4, align 4, !dbg !69
  %86 = load i32, i32* %4, align 4, !dbg !69
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef %86), !dbg !70
  call void @llvm.dbg.declare(metadata i32* %5, metadata !71, metadata !DIExpression()), !dbg !72
  store i32 30, i32* %6, align 4, !dbg !73
  %88 = load i32, i32* %6, align 4, !dbg !73
  %89 = atomicrmw xchg i32* @ai, i32 %88 seq_cst, align 4, !dbg !73
  store i32 %89, i32* %7, align 4, !dbg !73
  %90 = load i32, i32* %7, align 4, !dbg !73
  store i32 %90, i32* %5, align 4, !dbg !72
  %91 = load i32, i32* %5, align 4, !dbg !74
  %92 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !75
  store i32 %92, i32* %8, align 4, !dbg !75
  %93 = load i32, i32* %8, align 4, !dbg !75
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i32 noundef %91, i32 noundef %93), !dbg !76
  call void @llvm.dbg.declare(metadata i32* %9, metadata !77, metadata !DIExpression()), !dbg !78
  store i32 30, i32* %9, align 4, !dbg !78
  call void @llvm.dbg.declare(metadata i8* %10, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 40, i32* %11, align 4, !dbg !81
  %95 = load i32, i32* %9, align 4, !dbg !81
  %96 = load i32, i32* %11, align 4, !dbg !81
  %97 = cmpxchg i32* @ai, i32 %95, i32 %96 seq_cst seq_cst, align 4, !dbg !81
  %98 = extractvalue { i32, i1 } %97, 0, !dbg !81
  %99 = extractvalue { i32, i1 } %97, 1, !dbg !81
  br i1 %99, label %101, label %100, !dbg !81

100:                                              ; preds = %0
  store i32 %98, i32* %9, align 4, !dbg !81
  br label %101, !dbg !81

101:                                              ; preds = %100, %0
  %102 = zext i1 %99 to i8, !dbg !81
  store i8 %102, i8* %12, align 1, !dbg !81
  %103 = load i8, i8* %12, align 1, !dbg !81
  %104 = trunc i8 %103 to i1, !dbg !81
  %105 = zext i1 %104 to i8, !dbg !80
  store i8 %105, i8* %10, align 1, !dbg !80
  %106 = load i8, i8* %10, align 1, !dbg !82
  %107 = trunc i8 %106 to i1, !dbg !82
  %108 = zext i1 %107 to i32, !dbg !82
  %109 = load i32, i32* %9, align 4, !dbg !83
  %110 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !84
  store i32 %110, i32* %13, align 4, !dbg !84
  %111 = load i32, i32* %13, align 4, !dbg !84
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.3, i64 0, i64 0), i32 noundef %108, i32 noundef %109, i32 noundef %111), !dbg !85
  store i32 99, i32* %9, align 4, !dbg !86
  store i32 50, i32* %14, align 4, !dbg !87
  %113 = load i32, i32* %9, align 4, !dbg !87
  %114 = load i32, i32* %14, align 4, !dbg !87
  %115 = cmpxchg i32* @ai, i32 %113, i32 %114 seq_cst seq_cst, align 4, !dbg !87
  %116 = extractvalue { i32, i1 } %115, 0, !dbg !87
  %117 = extractvalue { i32, i1 } %115, 1, !dbg !87
  br i1 %117, label %119, label %118, !dbg !87

118:                                              ; preds = %101
  store i32 %116, i32* %9, align 4, !dbg !87
  br label %119, !dbg !87

119:                                              ; preds = %118, %101
  %120 = zext i1 %117 to i8, !dbg !87
  store i8 %120, i8* %15, align 1, !dbg !87
  %121 = load i8, i8* %15, align 1, !dbg !87
  %122 = trunc i8 %121 to i1, !dbg !87
  %123 = zext i1 %122 to i8, !dbg !88
  store i8 %123, i8* %10, align 1, !dbg !88
  %124 = load i8, i8* %10, align 1, !dbg !89
  %125 = trunc i8 %124 to i1, !dbg !89
  %126 = zext i1 %125 to i32, !dbg !89
  %127 = load i32, i32* %9, align 4, !dbg !90
  %128 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !91
  store i32 %128, i32* %16, align 4, !dbg !91
  %129 = load i32, i32* %16, align 4, !dbg !91
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.4, i64 0, i64 0), i32 noundef %126, i32 noundef %127, i32 noundef %129), !dbg !92
  %131 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !93
  store i32 %131, i32* %17, align 4, !dbg !93
  %132 = load i32, i32* %17, align 4, !dbg !93
  store i32 %132, i32* %9, align 4, !dbg !94
  br label %133, !dbg !95

133:                                              ; preds = %147, %119
  %134 = load i32, i32* %9, align 4, !dbg !96
  %135 = mul nsw i32 %134, 2, !dbg !96
  store i32 %135, i32* %18, align 4, !dbg !96
  %136 = load i32, i32* %9, align 4, !dbg !96
  %137 = load i32, i32* %18, align 4, !dbg !96
  %138 = cmpxchg weak i32* @ai, i32 %136, i32 %137 seq_cst seq_cst, align 4, !dbg !96
  %139 = extractvalue { i32, i1 } %138, 0, !dbg !96
  %140 = extractvalue { i32, i1 } %138, 1, !dbg !96
  br i1 %140, label %142, label %141, !dbg !96

141:                                              ; preds = %133
  store i32 %139, i32* %9, align 4, !dbg !96
  br label %142, !dbg !96

142:                                              ; preds = %141, %133
  %143 = zext i1 %140 to i8, !dbg !96
  store i8 %143, i8* %19, align 1, !dbg !96
  %144 = load i8, i8* %19, align 1, !dbg !96
  %145 = trunc i8 %144 to i1, !dbg !96
  %146 = xor i1 %145, true, !dbg !97
  br i1 %146, label %147, label %148, !dbg !95

147:                                              ; preds = %142
  br label %133, !dbg !95, !llvm.loop !98

148:                                              ; preds = %142
  %149 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !101
  store i32 %149, i32* %20, align 4, !dbg !101
  %150 = load i32, i32* %20, align 4, !dbg !101
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), i32 noundef %150), !dbg !102
  store i32 5, i32* %21, align 4, !dbg !103
  %152 = load i32, i32* %21, align 4, !dbg !103
  %153 = atomicrmw add i32* @ai, i32 %152 seq_cst, align 4, !dbg !103
  store i32 %153, i32* %22, align 4, !dbg !103
  %154 = load i32, i32* %22, align 4, !dbg !103
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %154), !dbg !104
  store i32 3, i32* %23, align 4, !dbg !105
  %156 = load i32, i32* %23, align 4, !dbg !105
  %157 = atomicrmw sub i32* @ai, i32 %156 seq_cst, align 4, !dbg !105
  store i32 %157, i32* %24, align 4, !dbg !105
  %158 = load i32, i32* %24, align 4, !dbg !105
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %158), !dbg !106
  store i32 256, i32* %25, align 4, !dbg !107
  %160 = load i32, i32* %25, align 4, !dbg !107
  %161 = atomicrmw or i32* @ai, i32 %160 seq_cst, align 4, !dbg !107
  store i32 %161, i32* %26, align 4, !dbg !107
  %162 = load i32, i32* %26, align 4, !dbg !107
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i32 noundef %162), !dbg !108
  store i32 496, i32* %27, align 4, !dbg !109
  %164 = load i32, i32* %27, align 4, !dbg !109
  %165 = atomicrmw and i32* @ai, i32 %164 seq_cst, align 4, !dbg !109
  store i32 %165, i32* %28, align 4, !dbg !109
  %166 = load i32, i32* %28, align 4, !dbg !109
  %167 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i64 0, i64 0), i32 noundef %166), !dbg !110
  store i32 255, i32* %29, align 4, !dbg !111
  %168 = load i32, i32* %29, align 4, !dbg !111
  %169 = atomicrmw xor i32* @ai, i32 %168 seq_cst, align 4, !dbg !111
  store i32 %169, i32* %30, align 4, !dbg !111
  %170 = load i32, i32* %30, align 4, !dbg !111
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i32 noundef %170), !dbg !112
  %172 = load atomic i32, i32* @ai seq_cst, align 4, !dbg !113
  store i32 %172, i32* %31, align 4, !dbg !113
  %173 = load i32, i32* %31, align 4, !dbg !113
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i32 noundef %173), !dbg !114
  call void @llvm.dbg.declare(metadata i64* %32, metadata !115, metadata !DIExpression()), !dbg !117
  store i64 1, i64* %32, align 8, !dbg !117
  br label %175, !dbg !118

175:                                              ; preds = %185, %148
  %176 = load i64, i64* %32, align 8, !dbg !119
  %177 = icmp sle i64 %176, 100, !dbg !121
  br i1 %177, label %178, label %188, !dbg !122

178:                                              ; preds = %175
  %179 = load i64, i64* %32, align 8, !dbg !123
  %180 = load i64, i64* %32, align 8, !dbg !124
  %181 = mul nsw i64 %179, %180, !dbg !125
  store i64 %181, i64* %33, align 8, !dbg !126
  %182 = load i64, i64* %33, align 8, !dbg !126
  %183 = atomicrmw add i64* @al, i64 %182 monotonic, align 8, !dbg !126
  store i64 %183, i64* %34, align 8, !dbg !126
  %184 = load i64, i64* %34, align 8, !dbg !126
  br label %185, !dbg !126

185:                                              ; preds = %178
  %186 = load i64, i64* %32, align 8, !dbg !127
  %187 = add nsw i64 %186, 1, !dbg !127
  store i64 %187, i64* %32, align 8, !dbg !127
  br label %175, !dbg !128, !llvm.loop !129

188:                                              ; preds = %175
  %189 = load atomic i64, i64* @al seq_cst, align 8, !dbg !131
  store i64 %189, i64* %35, align 8, !dbg !131
  %190 = load i64, i64* %35, align 8, !dbg !131
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i64 0, i64 0), i64 noundef %190), !dbg !132
  call void @llvm.dbg.declare(metadata i32* %36, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %36, align 4, !dbg !135
  br label %192, !dbg !136

192:                                              ; preds = %201, %188
  %193 = load i32, i32* %36, align 4, !dbg !137
  %194 = icmp slt i32 %193, 3, !dbg !139
  br i1 %194, label %195, label %204, !dbg !140

195:                                              ; preds = %192
  store i8 3, i8* %37, align 1, !dbg !141
  %196 = load i8, i8* %37, align 1, !dbg !141
  %197 = atomicrmw add i8* @auc, i8 %196 seq_cst, align 1, !dbg !141
  store i8 %197, i8* %38, align 1, !dbg !141
  %198 = load i8, i8* %38, align 1, !dbg !141
  %199 = zext i8 %198 to i32, !dbg !141
  %200 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.13, i64 0, i64 0), i32 noundef %199), !dbg !142
  br label %201, !dbg !142

201:                                              ; preds = %195
  %202 = load i32, i32* %36, align 4, !dbg !143
  %203 = add nsw i32 %202, 1, !dbg !143
  store i32 %203, i32* %36, align 4, !dbg !143
  br label %192, !dbg !144, !llvm.loop !145

204:                                              ; preds = %192
  %205 = load atomic i8, i8* @auc seq_cst, align 1, !dbg !147
  store i8 %205, i8* %39, align 1, !dbg !147
  %206 = load i8, i8* %39, align 1, !dbg !147
  %207 = zext i8 %206 to i32, !dbg !147
  %208 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.14, i64 0, i64 0), i32 noundef %207), !dbg !148
  call void @llvm.dbg.declare(metadata i32* %40, metadata !149, metadata !DIExpression()), !dbg !151
  store i32 0, i32* %40, align 4, !dbg !151
  br label %209, !dbg !152

209:                                              ; preds = %231, %204
  %210 = load i32, i32* %40, align 4, !dbg !153
  %211 = icmp slt i32 %210, 5, !dbg !155
  br i1 %211, label %212, label %234, !dbg !156

212:                                              ; preds = %209
  call void @llvm.dbg.declare(metadata i64* %41, metadata !157, metadata !DIExpression()), !dbg !159
  %213 = load atomic i64, i64* @au64 seq_cst, align 8, !dbg !160
  store i64 %213, i64* %42, align 8, !dbg !160
  %214 = load i64, i64* %42, align 8, !dbg !160
  store i64 %214, i64* %41, align 8, !dbg !159
  br label %215, !dbg !161

215:                                              ; preds = %229, %212
  %216 = load i64, i64* %41, align 8, !dbg !162
  %217 = mul i64 %216, 1000003, !dbg !162
  store i64 %217, i64* %43, align 8, !dbg !162
  %218 = load i64, i64* %41, align 8, !dbg !162
  %219 = load i64, i64* %43, align 8, !dbg !162
  %220 = cmpxchg weak i64* @au64, i64 %218, i64 %219 seq_cst seq_cst, align 8, !dbg !162
  %221 = extractvalue { i64, i1 } %220, 0, !dbg !162
  %222 = extractvalue { i64, i1 } %220, 1, !dbg !162
  br i1 %222, label %224, label %223, !dbg !162

223:                                              ; preds = %215
  store i64 %221, i64* %41, align 8, !dbg !162
  br label %224, !dbg !162

224:                                              ; preds = %223, %215
  %225 = zext i1 %222 to i8, !dbg !162
  store i8 %225, i8* %44, align 1, !dbg !162
  %226 = load i8, i8* %44, align 1, !dbg !162
  %227 = trunc i8 %226 to i1, !dbg !162
  %228 = xor i1 %227, true, !dbg !163
  br i1 %228, label %229, label %230, !dbg !161

229:                                              ; preds = %224
  br label %215, !dbg !161, !llvm.loop !164

230:                                              ; preds = %224
  br label %231, !dbg !166

231:                                              ; preds = %230
  %232 = load i32, i32* %40, align 4, !dbg !167
  %233 = add nsw i32 %232, 1, !dbg !167
  store i32 %233, i32* %40, align 4, !dbg !167
  br label %209, !dbg !168, !llvm.loop !169

234:                                              ; preds = %209
  %235 = load atomic i64, i64* @au64 seq_cst, align 8, !dbg !171
  store i64 %235, i64* %45, align 8, !dbg !171
  %236 = load i64, i64* %45, align 8, !dbg !171
  %237 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0), i64 noundef %236), !dbg !172
  fence seq_cst, !dbg !173
  fence syncscope("singlethread") seq_cst, !dbg !174
  call void @llvm.dbg.declare(metadata i32* %46, metadata !175, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %46, align 4, !dbg !176
  call void @llvm.dbg.declare(metadata i32* %47, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %47, align 4, !dbg !179
  br label %238, !dbg !180

238:                                              ; preds = %250, %234
  %239 = load i32, i32* %47, align 4, !dbg !181
  %240 = icmp slt i32 %239, 3, !dbg !183
  br i1 %240, label %241, label %253, !dbg !184

241:                                              ; preds = %238
  store i8 1, i8* %48, align 1, !dbg !185
  %242 = load i8, i8* %48, align 1, !dbg !185
  %243 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i32 0, i32 0), i8 %242 seq_cst, align 1, !dbg !185
  store i8 %243, i8* %49, align 1, !dbg !185
  %244 = load i8, i8* %49, align 1, !dbg !185
  %245 = trunc i8 %244 to i1, !dbg !185
  br i1 %245, label %249, label %246, !dbg !188

246:                                              ; preds = %241
  %247 = load i32, i32* %46, align 4, !dbg !189
  %248 = add nsw i32 %247, 1, !dbg !189
  store i32 %248, i32* %46, align 4, !dbg !189
  br label %249, !dbg !190

249:                                              ; preds = %246, %241
  br label %250, !dbg !191

250:                                              ; preds = %249
  %251 = load i32, i32* %47, align 4, !dbg !192
  %252 = add nsw i32 %251, 1, !dbg !192
  store i32 %252, i32* %47, align 4, !dbg !192
  br label %238, !dbg !193, !llvm.loop !194

253:                                              ; preds = %238
  store i8 0, i8* %50, align 1, !dbg !196
  %254 = load i8, i8* %50, align 1, !dbg !196
  store atomic i8 %254, i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i32 0, i32 0) seq_cst, align 1, !dbg !196
  store i8 1, i8* %51, align 1, !dbg !197
  %255 = load i8, i8* %51, align 1, !dbg !197
  %256 = atomicrmw xchg i8* getelementptr inbounds (%struct.atomic_flag, %struct.atomic_flag* @lock, i32 0, i32 0), i8 %255 seq_cst, align 1, !dbg !197
  store i8 %256, i8* %52, align 1, !dbg !197
  %257 = load i8, i8* %52, align 1, !dbg !197
  %258 = trunc i8 %257 to i1, !dbg !197
  %259 = xor i1 %258, true, !dbg !198
  %260 = zext i1 %259 to i32, !dbg !198
  %261 = load i32, i32* %46, align 4, !dbg !199
  %262 = add nsw i32 %261, %260, !dbg !199
  store i32 %262, i32* %46, align 4, !dbg !199
  %263 = load i32, i32* %46, align 4, !dbg !200
  %264 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.16, i64 0, i64 0), i32 noundef %263), !dbg !201
  call void @llvm.dbg.declare(metadata i32* %53, metadata !202, metadata !DIExpression()), !dbg !203
  store i32 7, i32* %53, align 4, !dbg !203
  call void @llvm.dbg.declare(metadata i32* %54, metadata !204, metadata !DIExpression()), !dbg !205
  store i32 8, i32* %54, align 4, !dbg !205
  store i32* %53, i32** %55, align 8, !dbg !206
  %265 = bitcast i32** %55 to i64*, !dbg !206
  %266 = load i64, i64* %265, align 8, !dbg !206
  store atomic i64 %266, i64* bitcast (i32** @aptr to i64*) seq_cst, align 8, !dbg !206
  call void @llvm.dbg.declare(metadata i32** %56, metadata !207, metadata !DIExpression()), !dbg !208
  store i32* %54, i32** %56, align 8, !dbg !208
  store i32* %54, i32** %57, align 8, !dbg !209
  %267 = bitcast i32** %56 to i64*, !dbg !209
  %268 = bitcast i32** %57 to i64*, !dbg !209
  %269 = load i64, i64* %267, align 8, !dbg !209
  %270 = load i64, i64* %268, align 8, !dbg !209
  %271 = cmpxchg i64* bitcast (i32** @aptr to i64*), i64 %269, i64 %270 seq_cst seq_cst, align 8, !dbg !209
  %272 = extractvalue { i64, i1 } %271, 0, !dbg !209
  %273 = extractvalue { i64, i1 } %271, 1, !dbg !209
  br i1 %273, label %275, label %274, !dbg !209

274:                                              ; preds = %253
  store i64 %272, i64* %267, align 8, !dbg !209
  br label %275, !dbg !209

275:                                              ; preds = %274, %253
  %276 = zext i1 %273 to i8, !dbg !209
  store i8 %276, i8* %58, align 1, !dbg !209
  %277 = load i8, i8* %58, align 1, !dbg !209
  %278 = trunc i8 %277 to i1, !dbg !209
  %279 = zext i1 %278 to i8, !dbg !210
  store i8 %279, i8* %10, align 1, !dbg !210
  %280 = load i8, i8* %10, align 1, !dbg !211
  %281 = trunc i8 %280 to i1, !dbg !211
  %282 = zext i1 %281 to i32, !dbg !211
  %283 = load i32*, i32** %56, align 8, !dbg !212
  %284 = icmp eq i32* %283, %53, !dbg !213
  %285 = zext i1 %284 to i32, !dbg !213
  %286 = bitcast i32** %59 to i64*, !dbg !214
  %287 = load atomic i64, i64* bitcast (i32** @aptr to i64*) seq_cst, align 8, !dbg !214
  store i64 %287, i64* %286, align 8, !dbg !214
  %288 = bitcast i64* %286 to i32**, !dbg !214
  %289 = load i32*, i32** %288, align 8, !dbg !214
  %290 = load i32, i32* %289, align 4, !dbg !215
  %291 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.17, i64 0, i64 0), i32 noundef %282, i32 noundef %285, i32 noundef %290), !dbg !216
  call void @llvm.dbg.declare(metadata i32* %60, metadata !217, metadata !DIExpression()), !dbg !218
  store i32 5, i32* %60, align 4, !dbg !218
  call void @llvm.dbg.declare(metadata i32* %61, metadata !219, metadata !DIExpression()), !dbg !220
  store i32 10, i32* %62, align 4, !dbg !221
  %292 = load i32, i32* %62, align 4, !dbg !221
  %293 = atomicrmw add i32* %60, i32 %292 seq_cst, align 4, !dbg !221
  %294 = add i32 %293, %292, !dbg !221
  store i32 %294, i32* %63, align 4, !dbg !221
  %295 = load i32, i32* %63, align 4, !dbg !221
  store i32 %295, i32* %61, align 4, !dbg !220
  %296 = load i32, i32* %61, align 4, !dbg !222
  %297 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.18, i64 0, i64 0), i32 noundef %296), !dbg !223
  call void @llvm.dbg.declare(metadata i32* %64, metadata !224, metadata !DIExpression()), !dbg !225
  store i32 6, i32* %65, align 4, !dbg !226
  %298 = load i32, i32* %65, align 4, !dbg !226
  %299 = atomicrmw nand i32* %60, i32 %298 seq_cst, align 4, !dbg !226
  store i32 %299, i32* %66, align 4, !dbg !226
  %300 = load i32, i32* %66, align 4, !dbg !226
  store i32 %300, i32* %64, align 4, !dbg !225
  %301 = load i32, i32* %64, align 4, !dbg !227
  %302 = load i32, i32* %60, align 4, !dbg !228
  %303 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.19, i64 0, i64 0), i32 noundef %301, i32 noundef %302), !dbg !229
  call void @llvm.dbg.declare(metadata i32* %67, metadata !230, metadata !DIExpression()), !dbg !231
  %304 = atomicrmw add i32* %60, i32 1 seq_cst, align 4, !dbg !232
  store i32 %304, i32* %67, align 4, !dbg !231
  %305 = load i32, i32* %67, align 4, !dbg !233
  %306 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.20, i64 0, i64 0), i32 noundef %305), !dbg !234
  call void @llvm.dbg.declare(metadata i32* %68, metadata !235, metadata !DIExpression()), !dbg !236
  %307 = load i32, i32* %60, align 4, !dbg !237
  store i32 %307, i32* %68, align 4, !dbg !236
  call void @llvm.dbg.declare(metadata i32* %69, metadata !238, metadata !DIExpression()), !dbg !239
  %308 = load i32, i32* %68, align 4, !dbg !240
  %309 = cmpxchg i32* %60, i32 %308, i32 123 seq_cst seq_cst, align 4, !dbg !241
  %310 = extractvalue { i32, i1 } %309, 0, !dbg !241
  store i32 %310, i32* %69, align 4, !dbg !239
  %311 = load i32, i32* %69, align 4, !dbg !242
  %312 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.21, i64 0, i64 0), i32 noundef %311), !dbg !243
  call void @llvm.dbg.declare(metadata i32* %70, metadata !244, metadata !DIExpression()), !dbg !245
  %313 = cmpxchg i32* %60, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !246
  %314 = extractvalue { i32, i1 } %313, 1, !dbg !246
  %315 = zext i1 %314 to i32, !dbg !246
  store i32 %315, i32* %70, align 4, !dbg !245
  %316 = load i32, i32* %70, align 4, !dbg !247
  %317 = load i32, i32* %60, align 4, !dbg !248
  %318 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.22, i64 0, i64 0), i32 noundef %316, i32 noundef %317), !dbg !249
  call void @llvm.dbg.declare(metadata i64* %71, metadata !250, metadata !DIExpression()), !dbg !251
  store i64 0, i64* %71, align 8, !dbg !251
  store i64 77, i64* %72, align 8, !dbg !252
  %319 = load i64, i64* %72, align 8, !dbg !252
  store atomic i64 %319, i64* %71 release, align 8, !dbg !252
  call void @llvm.dbg.declare(metadata i64* %73, metadata !253, metadata !DIExpression()), !dbg !254
  store i64 88, i64* %74, align 8, !dbg !255
  %320 = load i64, i64* %74, align 8, !dbg !255
  %321 = atomicrmw xchg i64* %71, i64 %320 acq_rel, align 8, !dbg !255
  store i64 %321, i64* %75, align 8, !dbg !255
  %322 = load i64, i64* %75, align 8, !dbg !255
  store i64 %322, i64* %73, align 8, !dbg !254
  %323 = load i64, i64* %73, align 8, !dbg !256
  %324 = load atomic i64, i64* %71 acquire, align 8, !dbg !257
  store i64 %324, i64* %76, align 8, !dbg !257
  %325 = load i64, i64* %76, align 8, !dbg !257
  %326 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.23, i64 0, i64 0), i64 noundef %323, i64 noundef %325), !dbg !258
  call void @llvm.dbg.declare(metadata i16* %77, metadata !259, metadata !DIExpression()), !dbg !261
  store i16 1, i16* %77, align 2, !dbg !261
  store i16 2, i16* %78, align 2, !dbg !262
  %327 = load i16, i16* %78, align 2, !dbg !262
  %328 = atomicrmw sub i16* %77, i16 %327 monotonic, align 2, !dbg !262
  store i16 %328, i16* %79, align 2, !dbg !262
  %329 = load i16, i16* %79, align 2, !dbg !262
  %330 = load i16, i16* %77, align 2, !dbg !263
  %331 = sext i16 %330 to i32, !dbg !263
  %332 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.24, i64 0, i64 0), i32 noundef %331), !dbg !264
  fence seq_cst, !dbg !265
  call void @llvm.dbg.declare(metadata i32* %80, metadata !266, metadata !DIExpression()), !dbg !268
  store i32 0, i32* %80, align 4, !dbg !268
  br label %333, !dbg !269

333:                                              ; preds = %340, %275
  %334 = load i32, i32* %80, align 4, !dbg !270
  %335 = icmp slt i32 %334, 50, !dbg !272
  br i1 %335, label %336, label %343, !dbg !273

336:                                              ; preds = %333
  %337 = load volatile i32, i32* @vcount, align 4, !dbg !274
  %338 = load i32, i32* %80, align 4, !dbg !275
  %339 = add nsw i32 %337, %338, !dbg !276
  store volatile i32 %339, i32* @vcount, align 4, !dbg !277
  br label %340, !dbg !278

340:                                              ; preds = %336
  %341 = load i32, i32* %80, align 4, !dbg !279
  %342 = add nsw i32 %341, 1, !dbg !279
  store i32 %342, i32* %80, align 4, !dbg !279
  br label %333, !dbg !280, !llvm.loop !281

343:                                              ; preds = %333
  %344 = load volatile i32, i32* @vcount, align 4, !dbg !283
  %345 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.25, i64 0, i64 0), i32 noundef %344), !dbg !284
  ret i32 0, !dbg !285
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 9, type: !52, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomics_seq.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "1c8d1b99e12c1b6ef74c0be96a740985")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16}
!16 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!17 = !{!18, !23, !28, !0, !31, !35, !43}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "al", scope: !2, file: !3, line: 10, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_long", file: !6, line: 94, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "aptr", scope: !2, file: !3, line: 14, type: !25, isLocal: true, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "vcount", scope: !2, file: !3, line: 15, type: !30, isLocal: true, isDefinition: true)
!30 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !27)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "auc", scope: !2, file: !3, line: 11, type: !33, isLocal: true, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !34)
!34 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "au64", scope: !2, file: !3, line: 12, type: !37, isLocal: true, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !41, line: 45, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 13, type: !45, isLocal: true, isDefinition: true)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !6, line: 158, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !6, line: 158, size: 8, elements: !47)
!47 = !{!48}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !46, file: !6, line: 158, baseType: !49, size: 8)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !6, line: 85, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !51)
!51 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !27)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 7, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 1}
!60 = !{i32 7, !"frame-pointer", i32 2}
!61 = !{!"Debian clang version 14.0.6"}
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !63, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!27}
!65 = !{}
!66 = !DILocation(line: 18, column: 25, scope: !62)
!67 = !DILocation(line: 18, column: 5, scope: !62)
!68 = !DILocation(line: 19, column: 5, scope: !62)
!69 = !DILocation(line: 20, column: 29, scope: !62)
!70 = !DILocation(line: 20, column: 5, scope: !62)
!71 = !DILocalVariable(name: "old", scope: !62, file: !3, line: 21, type: !27)
!72 = !DILocation(line: 21, column: 9, scope: !62)
!73 = !DILocation(line: 21, column: 15, scope: !62)
!74 = !DILocation(line: 22, column: 40, scope: !62)
!75 = !DILocation(line: 22, column: 45, scope: !62)
!76 = !DILocation(line: 22, column: 5, scope: !62)
!77 = !DILocalVariable(name: "expected", scope: !62, file: !3, line: 23, type: !27)
!78 = !DILocation(line: 23, column: 9, scope: !62)
!79 = !DILocalVariable(name: "ok", scope: !62, file: !3, line: 24, type: !51)
!80 = !DILocation(line: 24, column: 10, scope: !62)
!81 = !DILocation(line: 24, column: 15, scope: !62)
!82 = !DILocation(line: 25, column: 56, scope: !62)
!83 = !DILocation(line: 25, column: 60, scope: !62)
!84 = !DILocation(line: 25, column: 70, scope: !62)
!85 = !DILocation(line: 25, column: 5, scope: !62)
!86 = !DILocation(line: 26, column: 14, scope: !62)
!87 = !DILocation(line: 27, column: 10, scope: !62)
!88 = !DILocation(line: 27, column: 8, scope: !62)
!89 = !DILocation(line: 28, column: 56, scope: !62)
!90 = !DILocation(line: 28, column: 60, scope: !62)
!91 = !DILocation(line: 28, column: 70, scope: !62)
!92 = !DILocation(line: 28, column: 5, scope: !62)
!93 = !DILocation(line: 29, column: 16, scope: !62)
!94 = !DILocation(line: 29, column: 14, scope: !62)
!95 = !DILocation(line: 30, column: 5, scope: !62)
!96 = !DILocation(line: 30, column: 13, scope: !62)
!97 = !DILocation(line: 30, column: 12, scope: !62)
!98 = distinct !{!98, !95, !99, !100}
!99 = !DILocation(line: 31, column: 9, scope: !62)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 32, column: 40, scope: !62)
!102 = !DILocation(line: 32, column: 5, scope: !62)
!103 = !DILocation(line: 33, column: 33, scope: !62)
!104 = !DILocation(line: 33, column: 5, scope: !62)
!105 = !DILocation(line: 34, column: 33, scope: !62)
!106 = !DILocation(line: 34, column: 5, scope: !62)
!107 = !DILocation(line: 35, column: 32, scope: !62)
!108 = !DILocation(line: 35, column: 5, scope: !62)
!109 = !DILocation(line: 36, column: 33, scope: !62)
!110 = !DILocation(line: 36, column: 5, scope: !62)
!111 = !DILocation(line: 37, column: 33, scope: !62)
!112 = !DILocation(line: 37, column: 5, scope: !62)
!113 = !DILocation(line: 38, column: 26, scope: !62)
!114 = !DILocation(line: 38, column: 5, scope: !62)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 39, type: !22)
!116 = distinct !DILexicalBlock(scope: !62, file: !3, line: 39, column: 5)
!117 = !DILocation(line: 39, column: 15, scope: !116)
!118 = !DILocation(line: 39, column: 10, scope: !116)
!119 = !DILocation(line: 39, column: 22, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 39, column: 5)
!121 = !DILocation(line: 39, column: 24, scope: !120)
!122 = !DILocation(line: 39, column: 5, scope: !116)
!123 = !DILocation(line: 40, column: 40, scope: !120)
!124 = !DILocation(line: 40, column: 44, scope: !120)
!125 = !DILocation(line: 40, column: 42, scope: !120)
!126 = !DILocation(line: 40, column: 9, scope: !120)
!127 = !DILocation(line: 39, column: 33, scope: !120)
!128 = !DILocation(line: 39, column: 5, scope: !120)
!129 = distinct !{!129, !122, !130, !100}
!130 = !DILocation(line: 40, column: 67, scope: !116)
!131 = !DILocation(line: 41, column: 24, scope: !62)
!132 = !DILocation(line: 41, column: 5, scope: !62)
!133 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 42, type: !27)
!134 = distinct !DILexicalBlock(scope: !62, file: !3, line: 42, column: 5)
!135 = !DILocation(line: 42, column: 14, scope: !134)
!136 = !DILocation(line: 42, column: 10, scope: !134)
!137 = !DILocation(line: 42, column: 21, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 42, column: 5)
!139 = !DILocation(line: 42, column: 23, scope: !138)
!140 = !DILocation(line: 42, column: 5, scope: !134)
!141 = !DILocation(line: 43, column: 43, scope: !138)
!142 = !DILocation(line: 43, column: 9, scope: !138)
!143 = !DILocation(line: 42, column: 29, scope: !138)
!144 = !DILocation(line: 42, column: 5, scope: !138)
!145 = distinct !{!145, !140, !146, !100}
!146 = !DILocation(line: 43, column: 68, scope: !134)
!147 = !DILocation(line: 44, column: 24, scope: !62)
!148 = !DILocation(line: 44, column: 5, scope: !62)
!149 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 45, type: !27)
!150 = distinct !DILexicalBlock(scope: !62, file: !3, line: 45, column: 5)
!151 = !DILocation(line: 45, column: 14, scope: !150)
!152 = !DILocation(line: 45, column: 10, scope: !150)
!153 = !DILocation(line: 45, column: 21, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !3, line: 45, column: 5)
!155 = !DILocation(line: 45, column: 23, scope: !154)
!156 = !DILocation(line: 45, column: 5, scope: !150)
!157 = !DILocalVariable(name: "cur", scope: !158, file: !3, line: 46, type: !38)
!158 = distinct !DILexicalBlock(scope: !154, file: !3, line: 45, column: 33)
!159 = !DILocation(line: 46, column: 18, scope: !158)
!160 = !DILocation(line: 46, column: 24, scope: !158)
!161 = !DILocation(line: 47, column: 9, scope: !158)
!162 = !DILocation(line: 47, column: 17, scope: !158)
!163 = !DILocation(line: 47, column: 16, scope: !158)
!164 = distinct !{!164, !161, !165, !100}
!165 = !DILocation(line: 48, column: 13, scope: !158)
!166 = !DILocation(line: 49, column: 5, scope: !158)
!167 = !DILocation(line: 45, column: 29, scope: !154)
!168 = !DILocation(line: 45, column: 5, scope: !154)
!169 = distinct !{!169, !156, !170, !100}
!170 = !DILocation(line: 49, column: 5, scope: !150)
!171 = !DILocation(line: 50, column: 48, scope: !62)
!172 = !DILocation(line: 50, column: 5, scope: !62)
!173 = !DILocation(line: 51, column: 5, scope: !62)
!174 = !DILocation(line: 52, column: 5, scope: !62)
!175 = !DILocalVariable(name: "acquired", scope: !62, file: !3, line: 53, type: !27)
!176 = !DILocation(line: 53, column: 9, scope: !62)
!177 = !DILocalVariable(name: "i", scope: !178, file: !3, line: 54, type: !27)
!178 = distinct !DILexicalBlock(scope: !62, file: !3, line: 54, column: 5)
!179 = !DILocation(line: 54, column: 14, scope: !178)
!180 = !DILocation(line: 54, column: 10, scope: !178)
!181 = !DILocation(line: 54, column: 21, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !3, line: 54, column: 5)
!183 = !DILocation(line: 54, column: 23, scope: !182)
!184 = !DILocation(line: 54, column: 5, scope: !178)
!185 = !DILocation(line: 55, column: 14, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 55, column: 13)
!187 = distinct !DILexicalBlock(scope: !182, file: !3, line: 54, column: 33)
!188 = !DILocation(line: 55, column: 13, scope: !187)
!189 = !DILocation(line: 56, column: 21, scope: !186)
!190 = !DILocation(line: 56, column: 13, scope: !186)
!191 = !DILocation(line: 57, column: 5, scope: !187)
!192 = !DILocation(line: 54, column: 29, scope: !182)
!193 = !DILocation(line: 54, column: 5, scope: !182)
!194 = distinct !{!194, !184, !195, !100}
!195 = !DILocation(line: 57, column: 5, scope: !178)
!196 = !DILocation(line: 58, column: 5, scope: !62)
!197 = !DILocation(line: 59, column: 18, scope: !62)
!198 = !DILocation(line: 59, column: 17, scope: !62)
!199 = !DILocation(line: 59, column: 14, scope: !62)
!200 = !DILocation(line: 60, column: 38, scope: !62)
!201 = !DILocation(line: 60, column: 5, scope: !62)
!202 = !DILocalVariable(name: "target", scope: !62, file: !3, line: 61, type: !27)
!203 = !DILocation(line: 61, column: 9, scope: !62)
!204 = !DILocalVariable(name: "other", scope: !62, file: !3, line: 61, type: !27)
!205 = !DILocation(line: 61, column: 21, scope: !62)
!206 = !DILocation(line: 62, column: 5, scope: !62)
!207 = !DILocalVariable(name: "exp_ptr", scope: !62, file: !3, line: 63, type: !26)
!208 = !DILocation(line: 63, column: 10, scope: !62)
!209 = !DILocation(line: 64, column: 10, scope: !62)
!210 = !DILocation(line: 64, column: 8, scope: !62)
!211 = !DILocation(line: 65, column: 57, scope: !62)
!212 = !DILocation(line: 65, column: 61, scope: !62)
!213 = !DILocation(line: 65, column: 69, scope: !62)
!214 = !DILocation(line: 65, column: 82, scope: !62)
!215 = !DILocation(line: 65, column: 81, scope: !62)
!216 = !DILocation(line: 65, column: 5, scope: !62)
!217 = !DILocalVariable(name: "g", scope: !62, file: !3, line: 67, type: !27)
!218 = !DILocation(line: 67, column: 9, scope: !62)
!219 = !DILocalVariable(name: "r1", scope: !62, file: !3, line: 68, type: !27)
!220 = !DILocation(line: 68, column: 9, scope: !62)
!221 = !DILocation(line: 68, column: 14, scope: !62)
!222 = !DILocation(line: 69, column: 38, scope: !62)
!223 = !DILocation(line: 69, column: 5, scope: !62)
!224 = !DILocalVariable(name: "r2", scope: !62, file: !3, line: 70, type: !27)
!225 = !DILocation(line: 70, column: 9, scope: !62)
!226 = !DILocation(line: 70, column: 14, scope: !62)
!227 = !DILocation(line: 71, column: 46, scope: !62)
!228 = !DILocation(line: 71, column: 50, scope: !62)
!229 = !DILocation(line: 71, column: 5, scope: !62)
!230 = !DILocalVariable(name: "r3", scope: !62, file: !3, line: 72, type: !27)
!231 = !DILocation(line: 72, column: 9, scope: !62)
!232 = !DILocation(line: 72, column: 14, scope: !62)
!233 = !DILocation(line: 73, column: 40, scope: !62)
!234 = !DILocation(line: 73, column: 5, scope: !62)
!235 = !DILocalVariable(name: "cur", scope: !62, file: !3, line: 74, type: !27)
!236 = !DILocation(line: 74, column: 9, scope: !62)
!237 = !DILocation(line: 74, column: 15, scope: !62)
!238 = !DILocalVariable(name: "r4", scope: !62, file: !3, line: 75, type: !27)
!239 = !DILocation(line: 75, column: 9, scope: !62)
!240 = !DILocation(line: 75, column: 46, scope: !62)
!241 = !DILocation(line: 75, column: 14, scope: !62)
!242 = !DILocation(line: 76, column: 47, scope: !62)
!243 = !DILocation(line: 76, column: 5, scope: !62)
!244 = !DILocalVariable(name: "r5", scope: !62, file: !3, line: 77, type: !27)
!245 = !DILocation(line: 77, column: 9, scope: !62)
!246 = !DILocation(line: 77, column: 14, scope: !62)
!247 = !DILocation(line: 78, column: 54, scope: !62)
!248 = !DILocation(line: 78, column: 58, scope: !62)
!249 = !DILocation(line: 78, column: 5, scope: !62)
!250 = !DILocalVariable(name: "lx", scope: !62, file: !3, line: 79, type: !22)
!251 = !DILocation(line: 79, column: 10, scope: !62)
!252 = !DILocation(line: 80, column: 5, scope: !62)
!253 = !DILocalVariable(name: "prev", scope: !62, file: !3, line: 81, type: !22)
!254 = !DILocation(line: 81, column: 10, scope: !62)
!255 = !DILocation(line: 81, column: 17, scope: !62)
!256 = !DILocation(line: 82, column: 53, scope: !62)
!257 = !DILocation(line: 82, column: 59, scope: !62)
!258 = !DILocation(line: 82, column: 5, scope: !62)
!259 = !DILocalVariable(name: "sv", scope: !62, file: !3, line: 83, type: !260)
!260 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!261 = !DILocation(line: 83, column: 11, scope: !62)
!262 = !DILocation(line: 84, column: 5, scope: !62)
!263 = !DILocation(line: 85, column: 42, scope: !62)
!264 = !DILocation(line: 85, column: 5, scope: !62)
!265 = !DILocation(line: 86, column: 5, scope: !62)
!266 = !DILocalVariable(name: "i", scope: !267, file: !3, line: 87, type: !27)
!267 = distinct !DILexicalBlock(scope: !62, file: !3, line: 87, column: 5)
!268 = !DILocation(line: 87, column: 14, scope: !267)
!269 = !DILocation(line: 87, column: 10, scope: !267)
!270 = !DILocation(line: 87, column: 21, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !3, line: 87, column: 5)
!272 = !DILocation(line: 87, column: 23, scope: !271)
!273 = !DILocation(line: 87, column: 5, scope: !267)
!274 = !DILocation(line: 88, column: 18, scope: !271)
!275 = !DILocation(line: 88, column: 27, scope: !271)
!276 = !DILocation(line: 88, column: 25, scope: !271)
!277 = !DILocation(line: 88, column: 16, scope: !271)
!278 = !DILocation(line: 88, column: 9, scope: !271)
!279 = !DILocation(line: 87, column: 30, scope: !271)
!280 = !DILocation(line: 87, column: 5, scope: !271)
!281 = distinct !{!281, !273, !282, !100}
!282 = !DILocation(line: 88, column: 27, scope: !267)
!283 = !DILocation(line: 89, column: 33, scope: !62)
!284 = !DILocation(line: 89, column: 5, scope: !62)
!285 = !DILocation(line: 90, column: 5, scope: !62)
