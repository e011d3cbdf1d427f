; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.prog = private unnamed_addr constant [14 x i32] [i32 1, i32 1, i32 3, i32 6, i32 5, i32 1, i32 7, i32 4, i32 8, i32 0, i32 1, i32 5, i32 2, i32 9], align 16
@.str = private unnamed_addr constant [20 x i8] c"%-5s sp=%d top=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"dense(%d)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"dense sum %ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"x = 42 + y*7 / (a - 3)\09done\0A\00", align 1
@.str.4 = private unnamed_addr constant [52 x i8] c"classes: other=%d digit=%d vowel=%d space=%d op=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"work sum %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%4d\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"nop\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"push\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"pop\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"dup\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"swap\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"halt\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x i32], align 16
  %3 = alloca [16 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca [5 x i32], align 16
  %12 = alloca i8*, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [14 x i32]* %2, metadata !29, metadata !DIExpression()), !dbg !33
  %17 = bitcast [14 x i32]* %2 to i8*, !dbg !33
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %17, i8* align 16 bitcast ([14 x i32]* @__const.main.prog to i8*), i64 56, i1 false), !dbg !33
  call void @llvm.dbg.declare(metadata [16 x i64]* %3, metadata !34, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* %4, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 0, i32* %4, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata i64* %5, metadata !42, metadata !DIExpression()), !dbg !43
  store i64 3, i64* %5, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %6, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %6, align 4, !dbg !46
  br label %18, !dbg !47

18:                                               ; preds = %142, %0
  %19 = load i32, i32* %6, align 4, !dbg !48
  %20 = sext i32 %19 to i64, !dbg !50
  %21 = getelementptr inbounds [14 x i32], [14 x i32]* %2, i64 0, i64 %20, !dbg !50
  %22 = load i32, i32* %21, align 4, !dbg !50
  %23 = icmp ne i32 %22, 9, !dbg !51
  br i1 %23, label %24, label %145, !dbg !52

24:                                               ; preds = %18
  %25 = load i32, i32* %6, align 4, !dbg !53
  %26 = sext i32 %25 to i64, !dbg !55
  %27 = getelementptr inbounds [14 x i32], [14 x i32]* %2, i64 0, i64 %26, !dbg !55
  %28 = load i32, i32* %27, align 4, !dbg !55
  switch i32 %28, label %123 [
    i32 0, label %29
    i32 1, label %30
    i32 2, label %38
    i32 3, label %41
    i32 4, label %54
    i32 5, label %67
    i32 6, label %80
    i32 7, label %91
    i32 8, label %111
    i32 9, label %122
  ], !dbg !56

29:                                               ; preds = %24
  br label %123, !dbg !57

30:                                               ; preds = %24
  %31 = load i64, i64* %5, align 8, !dbg !59
  %32 = load i32, i32* %4, align 4, !dbg !60
  %33 = add nsw i32 %32, 1, !dbg !60
  store i32 %33, i32* %4, align 4, !dbg !60
  %34 = sext i32 %32 to i64, !dbg !61
  %35 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %34, !dbg !61
  store i64 %31, i64* %35, align 8, !dbg !62
  %36 = load i64, i64* %5, align 8, !dbg !63
  %37 = add nsw i64 %36, 4, !dbg !63
  store i64 %37, i64* %5, align 8, !dbg !63
  br label %123, !dbg !64

38:                                               ; preds = %24
  %39 = load i32, i32* %4, align 4, !dbg !65
  %40 = add nsw i32 %39, -1, !dbg !65
  store i32 %40, i32* %4, align 4, !dbg !65
  br label %123, !dbg !66

41:                                               ; preds = %24
  %42 = load i32, i32* %4, align 4, !dbg !67
  %43 = add nsw i32 %42, -1, !dbg !67
  store i32 %43, i32* %4, align 4, !dbg !67
  %44 = load i32, i32* %4, align 4, !dbg !68
  %45 = sext i32 %44 to i64, !dbg !69
  %46 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %45, !dbg !69
  %47 = load i64, i64* %46, align 8, !dbg !69
  %48 = load i32, i32* %4, align 4, !dbg !70
  %49 = sub nsw i32 %48, 1, !dbg !71
  %50 = sext i32 %49 to i64, !dbg !72
  %51 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %50, !dbg !72
  %52 = load i64, i64* %51, align 8, !dbg !73
  %53 = add nsw i64 %52, %47, !dbg !73
  store i64 %53, i64* %51, align 8, !dbg !73
  br label %123, !dbg !74

54:                                               ; preds = %24
  %55 = load i32, i32* %4, align 4, !dbg !75
  %56 = add nsw i32 %55, -1, !dbg !75
  store i32 %56, i32* %4, align 4, !dbg !75
  %57 = load i32, i32* %4, align 4, !dbg !76
  %58 = sext i32 %57 to i64, !dbg !77
  %59 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %58, !dbg !77
  %60 = load i64, i64* %59, align 8, !dbg !77
  %61 = load i32, i32* %4, align 4, !dbg !78
  %62 = sub nsw i32 %61, 1, !dbg !79
  %63 = sext i32 %62 to i64, !dbg !80
  %64 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %63, !dbg !80
  %65 = load i64, i64* %64, align 8, !dbg !81
  %66 = sub nsw i64 %65, %60, !dbg !81
  store i64 %66, i64* %64, align 8, !dbg !81
  br label %123, !dbg !82

67:                                               ; preds = %24
  %68 = load i32, i32* %4, align 4, !dbg !83
  %69 = add nsw i32 %68, -1, !dbg !83
  store i32 %69, i32* %4, align 4, !dbg !83
  %70 = load i32, i32* %4, align 4, !dbg !84
  %71 = sext i32 %70 to i64, !dbg !85
  %72 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %71, !dbg !85
  %73 = load i64, i64* %72, align 8, !dbg !85
  %74 = load i32, i32* %4, align 4, !dbg !86
  %75 = sub nsw i32 %74, 1, !dbg !87
  %76 = sext i32 %75 to i64, !dbg !88
  %77 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %76, !dbg !88
  %78 = load i64, i64* %77, align 8, !dbg !89
  %79 = mul nsw i64 %78, %73, !dbg !89
  store i64 %79, i64* %77, align 8, !dbg !89
  br label %123, !dbg !90

80:                                               ; preds = %24
  %81 = load i32, i32* %4, align 4, !dbg !91
  %82 = sub nsw i32 %81, 1, !dbg !92
  %83 = sext i32 %82 to i64, !dbg !93
  %84 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %83, !dbg !93
  %85 = load i64, i64* %84, align 8, !dbg !93
  %86 = load i32, i32* %4, align 4, !dbg !94
  %87 = sext i32 %86 to i64, !dbg !95
  %88 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %87, !dbg !95
  store i64 %85, i64* %88, align 8, !dbg !96
  %89 = load i32, i32* %4, align 4, !dbg !97
  %90 = add nsw i32 %89, 1, !dbg !97
  store i32 %90, i32* %4, align 4, !dbg !97
  br label %123, !dbg !98

91:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata i64* %7, metadata !99, metadata !DIExpression()), !dbg !101
  %92 = load i32, i32* %4, align 4, !dbg !102
  %93 = sub nsw i32 %92, 1, !dbg !103
  %94 = sext i32 %93 to i64, !dbg !104
  %95 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %94, !dbg !104
  %96 = load i64, i64* %95, align 8, !dbg !104
  store i64 %96, i64* %7, align 8, !dbg !101
  %97 = load i32, i32* %4, align 4, !dbg !105
  %98 = sub nsw i32 %97, 2, !dbg !106
  %99 = sext i32 %98 to i64, !dbg !107
  %100 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %99, !dbg !107
  %101 = load i64, i64* %100, align 8, !dbg !107
  %102 = load i32, i32* %4, align 4, !dbg !108
  %103 = sub nsw i32 %102, 1, !dbg !109
  %104 = sext i32 %103 to i64, !dbg !110
  %105 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %104, !dbg !110
  store i64 %101, i64* %105, align 8, !dbg !111
  %106 = load i64, i64* %7, align 8, !dbg !112
  %107 = load i32, i32* %4, align 4, !dbg !113
  %108 = sub nsw i32 %107, 2, !dbg !114
  %109 = sext i32 %108 to i64, !dbg !115
  %110 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %109, !dbg !115
  store i64 %106, i64* %110, align 8, !dbg !116
  br label %123, !dbg !117

111:                                              ; preds = %24
  %112 = load i32, i32* %4, align 4, !dbg !118
  %113 = sub nsw i32 %112, 1, !dbg !119
  %114 = sext i32 %113 to i64, !dbg !120
  %115 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %114, !dbg !120
  %116 = load i64, i64* %115, align 8, !dbg !120
  %117 = sub nsw i64 0, %116, !dbg !121
  %118 = load i32, i32* %4, align 4, !dbg !122
  %119 = sub nsw i32 %118, 1, !dbg !123
  %120 = sext i32 %119 to i64, !dbg !124
  %121 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %120, !dbg !124
  store i64 %117, i64* %121, align 8, !dbg !125
  br label %123, !dbg !126

122:                                              ; preds = %24
  br label %123, !dbg !127

123:                                              ; preds = %24, %122, %111, %91, %80, %67, %54, %41, %38, %30, %29
  %124 = load i32, i32* %6, align 4, !dbg !128
  %125 = sext i32 %124 to i64, !dbg !129
  %126 = getelementptr inbounds [14 x i32], [14 x i32]* %2, i64 0, i64 %125, !dbg !129
  %127 = load i32, i32* %126, align 4, !dbg !129
  %128 = call i8* @op_name(i32 noundef %127), !dbg !130
  %129 = load i32, i32* %4, align 4, !dbg !131
  %130 = load i32, i32* %4, align 4, !dbg !132
  %131 = icmp ne i32 %130, 0, !dbg !132
  br i1 %131, label %132, label %138, !dbg !132

132:                                              ; preds = %123
  %133 = load i32, i32* %4, align 4, !dbg !133
  %134 = sub nsw i32 %133, 1, !dbg !134
  %135 = sext i32 %134 to i64, !dbg !135
  %136 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 %135, !dbg !135
  %137 = load i64, i64* %136, align 8, !dbg !135
  br label %139, !dbg !132

138:                                              ; preds = %123
  br label %139, !dbg !132

139:                                              ; preds = %138, %132
  %140 = phi i64 [ %137, %132 ], [ 0, %138 ], !dbg !132
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i8* noundef %128, i32 noundef %129, i64 noundef %140), !dbg !136
  br label %142, !dbg !137

142:                                              ; preds = %139
  %143 = load i32, i32* %6, align 4, !dbg !138
  %144 = add nsw i32 %143, 1, !dbg !138
  store i32 %144, i32* %6, align 4, !dbg !138
  br label %18, !dbg !139, !llvm.loop !140

145:                                              ; preds = %18
  call void @llvm.dbg.declare(metadata i64* %8, metadata !143, metadata !DIExpression()), !dbg !144
  store i64 0, i64* %8, align 8, !dbg !144
  call void @llvm.dbg.declare(metadata i32* %9, metadata !145, metadata !DIExpression()), !dbg !147
  store i32 -3, i32* %9, align 4, !dbg !147
  br label %146, !dbg !148

146:                                              ; preds = %160, %145
  %147 = load i32, i32* %9, align 4, !dbg !149
  %148 = icmp slt i32 %147, 16, !dbg !151
  br i1 %148, label %149, label %163, !dbg !152

149:                                              ; preds = %146
  %150 = load i64, i64* %8, align 8, !dbg !153
  %151 = mul nsw i64 %150, 3, !dbg !155
  %152 = load i32, i32* %9, align 4, !dbg !156
  %153 = call i32 @dense(i32 noundef %152), !dbg !157
  %154 = sext i32 %153 to i64, !dbg !157
  %155 = add nsw i64 %151, %154, !dbg !158
  store i64 %155, i64* %8, align 8, !dbg !159
  %156 = load i32, i32* %9, align 4, !dbg !160
  %157 = load i32, i32* %9, align 4, !dbg !161
  %158 = call i32 @dense(i32 noundef %157), !dbg !162
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef %156, i32 noundef %158), !dbg !163
  br label %160, !dbg !164

160:                                              ; preds = %149
  %161 = load i32, i32* %9, align 4, !dbg !165
  %162 = add nsw i32 %161, 1, !dbg !165
  store i32 %162, i32* %9, align 4, !dbg !165
  br label %146, !dbg !166, !llvm.loop !167

163:                                              ; preds = %146
  %164 = load i64, i64* %8, align 8, !dbg !169
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i64 noundef %164), !dbg !170
  call void @llvm.dbg.declare(metadata i8** %10, metadata !171, metadata !DIExpression()), !dbg !175
  store i8* getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i8** %10, align 8, !dbg !175
  call void @llvm.dbg.declare(metadata [5 x i32]* %11, metadata !176, metadata !DIExpression()), !dbg !180
  %166 = bitcast [5 x i32]* %11 to i8*, !dbg !180
  call void @llvm.memset.p0i8.i64(i8* align 16 %166, i8 0, i64 20, i1 false), !dbg !180
  call void @llvm.dbg.declare(metadata i8** %12, metadata !181, metadata !DIExpression()), !dbg !183
  %167 = load i8*, i8** %10, align 8, !dbg !184
  store i8* %167, i8** %12, align 8, !dbg !183
  br label %168, !dbg !185

168:                                              ; preds = %180, %163
  %169 = load i8*, i8** %12, align 8, !dbg !186
  %170 = load i8, i8* %169, align 1, !dbg !188
  %171 = icmp ne i8 %170, 0, !dbg !189
  br i1 %171, label %172, label %183, !dbg !189

172:                                              ; preds = %168
  %173 = load i8*, i8** %12, align 8, !dbg !190
  %174 = load i8, i8* %173, align 1, !dbg !191
  %175 = call i32 @char_class(i8 noundef signext %174), !dbg !192
  %176 = sext i32 %175 to i64, !dbg !193
  %177 = getelementptr inbounds [5 x i32], [5 x i32]* %11, i64 0, i64 %176, !dbg !193
  %178 = load i32, i32* %177, align 4, !dbg !194
  %179 = add nsw i32 %178, 1, !dbg !194
  store i32 %179, i32* %177, align 4, !dbg !194
  br label %180, !dbg !193

180:                                              ; preds = %172
  %181 = load i8*, i8** %12, align 8, !dbg !195
  %182 = getelementptr inbounds i8, i8* %181, i32 1, !dbg !195
  store i8* %182, i8** %12, align 8, !dbg !195
  br label %168, !dbg !196, !llvm.loop !197

183:                                              ; preds = %168
  %184 = getelementptr inbounds [5 x i32], [5 x i32]* %11, i64 0, i64 0, !dbg !199
  %185 = load i32, i32* %184, align 16, !dbg !199
  %186 = getelementptr inbounds [5 x i32], [5 x i32]* %11, i64 0, i64 1, !dbg !200
  %187 = load i32, i32* %186, align 4, !dbg !200
  %188 = getelementptr inbounds [5 x i32], [5 x i32]* %11, i64 0, i64 2, !dbg !201
  %189 = load i32, i32* %188, align 8, !dbg !201
  %190 = getelementptr inbounds [5 x i32], [5 x i32]* %11, i64 0, i64 3, !dbg !202
  %191 = load i32, i32* %190, align 4, !dbg !202
  %192 = getelementptr inbounds [5 x i32], [5 x i32]* %11, i64 0, i64 4, !dbg !203
  %193 = load i32, i32* %192, align 16, !dbg !203
  %194 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.4, i64 0, i64 0), i32 noundef %185, i32 noundef %187, i32 noundef %189, i32 noundef %191, i32 noundef %193), !dbg !204
  call void @llvm.dbg.declare(metadata i64* %13, metadata !205, metadata !DIExpression()), !dbg !206
  store i64 0, i64* %13, align 8, !dbg !206
  call void @llvm.dbg.declare(metadata i32* %14, metadata !207, metadata !DIExpression()), !dbg !209
  store i32 0, i32* %14, align 4, !dbg !209
  br label %195, !dbg !210

195:                                              ; preds = %206, %183
  %196 = load i32, i32* %14, align 4, !dbg !211
  %197 = icmp slt i32 %196, 200, !dbg !213
  br i1 %197, label %198, label %209, !dbg !214

198:                                              ; preds = %195
  %199 = load i32, i32* %14, align 4, !dbg !215
  %200 = mul nsw i32 %199, 37, !dbg !216
  %201 = add nsw i32 %200, 5, !dbg !217
  %202 = call i32 @work(i32 noundef %201), !dbg !218
  %203 = sext i32 %202 to i64, !dbg !218
  %204 = load i64, i64* %13, align 8, !dbg !219
  %205 = add nsw i64 %204, %203, !dbg !219
  store i64 %205, i64* %13, align 8, !dbg !219
  br label %206, !dbg !220

206:                                              ; preds = %198
  %207 = load i32, i32* %14, align 4, !dbg !221
  %208 = add nsw i32 %207, 1, !dbg !221
  store i32 %208, i32* %14, align 4, !dbg !221
  br label %195, !dbg !222, !llvm.loop !223

209:                                              ; preds = %195
  %210 = load i64, i64* %13, align 8, !dbg !225
  %211 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), i64 noundef %210), !dbg !226
  call void @llvm.dbg.declare(metadata i32* %15, metadata !227, metadata !DIExpression()), !dbg !229
  store i32 0, i32* %15, align 4, !dbg !229
  br label %212, !dbg !230

212:                                              ; preds = %229, %209
  %213 = load i32, i32* %15, align 4, !dbg !231
  %214 = icmp slt i32 %213, 6, !dbg !233
  br i1 %214, label %215, label %232, !dbg !234

215:                                              ; preds = %212
  call void @llvm.dbg.declare(metadata i32* %16, metadata !235, metadata !DIExpression()), !dbg !238
  store i32 0, i32* %16, align 4, !dbg !238
  br label %216, !dbg !239

216:                                              ; preds = %224, %215
  %217 = load i32, i32* %16, align 4, !dbg !240
  %218 = icmp slt i32 %217, 6, !dbg !242
  br i1 %218, label %219, label %227, !dbg !243

219:                                              ; preds = %216
  %220 = load i32, i32* %15, align 4, !dbg !244
  %221 = load i32, i32* %16, align 4, !dbg !245
  %222 = call i32 @nested(i32 noundef %220, i32 noundef %221), !dbg !246
  %223 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i32 noundef %222), !dbg !247
  br label %224, !dbg !247

224:                                              ; preds = %219
  %225 = load i32, i32* %16, align 4, !dbg !248
  %226 = add nsw i32 %225, 1, !dbg !248
  store i32 %226, i32* %16, align 4, !dbg !248
  br label %216, !dbg !249, !llvm.loop !250

227:                                              ; preds = %216
  %228 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0)), !dbg !252
  br label %229, !dbg !253

229:                                              ; preds = %227
  %230 = load i32, i32* %15, align 4, !dbg !254
  %231 = add nsw i32 %230, 1, !dbg !254
  store i32 %231, i32* %15, align 4, !dbg !254
  br label %212, !dbg !255, !llvm.loop !256

232:                                              ; preds = %212
  %233 = getelementptr inbounds [16 x i64], [16 x i64]* %3, i64 0, i64 0, !dbg !258
  %234 = load i64, i64* %233, align 16, !dbg !258
  %235 = and i64 %234, 127, !dbg !259
  %236 = trunc i64 %235 to i32, !dbg !260
  ret i32 %236, !dbg !261
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @op_name(i32 noundef %0) #0 !dbg !262 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !265, metadata !DIExpression()), !dbg !266
  %4 = load i32, i32* %3, align 4, !dbg !267
  switch i32 %4, label %15 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
    i32 8, label %13
    i32 9, label %14
  ], !dbg !268

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i8** %2, align 8, !dbg !269
  br label %16, !dbg !269

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), i8** %2, align 8, !dbg !271
  br label %16, !dbg !271

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i8** %2, align 8, !dbg !272
  br label %16, !dbg !272

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i8** %2, align 8, !dbg !273
  br label %16, !dbg !273

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), i8** %2, align 8, !dbg !274
  br label %16, !dbg !274

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i64 0, i64 0), i8** %2, align 8, !dbg !275
  br label %16, !dbg !275

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i64 0, i64 0), i8** %2, align 8, !dbg !276
  br label %16, !dbg !276

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i64 0, i64 0), i8** %2, align 8, !dbg !277
  br label %16, !dbg !277

13:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i8** %2, align 8, !dbg !278
  br label %16, !dbg !278

14:                                               ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i64 0, i64 0), i8** %2, align 8, !dbg !279
  br label %16, !dbg !279

15:                                               ; preds = %1
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i64 0, i64 0), i8** %2, align 8, !dbg !280
  br label %16, !dbg !280

16:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %17 = load i8*, i8** %2, align 8, !dbg !281
  ret i8* %17, !dbg !281
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dense(i32 noundef %0) #0 !dbg !282 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !285, metadata !DIExpression()), !dbg !286
  %4 = load i32, i32* %3, align 4, !dbg !287
  switch i32 %4, label %10 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %11
    i32 6, label %12
    i32 7, label %13
    i32 8, label %14
    i32 9, label %15
    i32 10, label %16
    i32 11, label %17
  ], !dbg !288

5:                                                ; preds = %1
  store i32 17, i32* %2, align 4, !dbg !289
  br label %18, !dbg !289

6:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !291
  br label %18, !dbg !291

7:                                                ; preds = %1
  store i32 -9, i32* %2, align 4, !dbg !292
  br label %18, !dbg !292

8:                                                ; preds = %1
  store i32 100, i32* %2, align 4, !dbg !293
  br label %18, !dbg !293

9:                                                ; preds = %1
  store i32 33, i32* %2, align 4, !dbg !294
  br label %18, !dbg !294

10:                                               ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !295
  br label %18, !dbg !295

11:                                               ; preds = %1
  store i32 8, i32* %2, align 4, !dbg !296
  br label %18, !dbg !296

12:                                               ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !297
  br label %18, !dbg !297

13:                                               ; preds = %1
  store i32 71, i32* %2, align 4, !dbg !298
  br label %18, !dbg !298

14:                                               ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !299
  br label %18, !dbg !299

15:                                               ; preds = %1
  store i32 19, i32* %2, align 4, !dbg !300
  br label %18, !dbg !300

16:                                               ; preds = %1
  store i32 -50, i32* %2, align 4, !dbg !301
  br label %18, !dbg !301

17:                                               ; preds = %1
  store i32 6, i32* %2, align 4, !dbg !302
  br label %18, !dbg !302

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i32, i32* %2, align 4, !dbg !303
  ret i32 %19, !dbg !303
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @char_class(i8 noundef signext %0) #0 !dbg !304 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !307, metadata !DIExpression()), !dbg !308
  %4 = load i8, i8* %3, align 1, !dbg !309
  %5 = sext i8 %4 to i32, !dbg !309
  switch i32 %5, label %10 [
    i32 48, label %6
    i32 49, label %6
    i32 50, label %6
    i32 51, label %6
    i32 52, label %6
    i32 53, label %6
    i32 54, label %6
    i32 55, label %6
    i32 56, label %6
    i32 57, label %6
    i32 97, label %7
    i32 101, label %7
    i32 105, label %7
    i32 111, label %7
    i32 117, label %7
    i32 32, label %8
    i32 9, label %8
    i32 10, label %8
    i32 43, label %9
    i32 45, label %9
    i32 42, label %9
    i32 47, label %9
  ], !dbg !310

6:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 1, i32* %2, align 4, !dbg !311
  br label %11, !dbg !311

7:                                                ; preds = %1, %1, %1, %1, %1
  store i32 2, i32* %2, align 4, !dbg !313
  br label %11, !dbg !313

8:                                                ; preds = %1, %1, %1
  store i32 3, i32* %2, align 4, !dbg !314
  br label %11, !dbg !314

9:                                                ; preds = %1, %1, %1, %1
  store i32 4, i32* %2, align 4, !dbg !315
  br label %11, !dbg !315

10:                                               ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !316
  br label %11, !dbg !316

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, i32* %2, align 4, !dbg !317
  ret i32 %12, !dbg !317
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @work(i32 noundef %0) #0 !dbg !318 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !319, metadata !DIExpression()), !dbg !320
  call void @llvm.dbg.declare(metadata i32* %3, metadata !321, metadata !DIExpression()), !dbg !322
  store i32 0, i32* %3, align 4, !dbg !322
  %4 = load i32, i32* %2, align 4, !dbg !323
  %5 = and i32 %4, 15, !dbg !324
  switch i32 %5, label %55 [
    i32 0, label %6
    i32 1, label %10
    i32 2, label %14
    i32 3, label %17
    i32 4, label %20
    i32 5, label %23
    i32 6, label %26
    i32 7, label %29
    i32 8, label %32
    i32 9, label %35
    i32 10, label %38
    i32 11, label %41
    i32 12, label %44
    i32 13, label %47
    i32 14, label %50
    i32 15, label %54
  ], !dbg !325

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !326
  %8 = load i32, i32* %3, align 4, !dbg !328
  %9 = add nsw i32 %8, %7, !dbg !328
  store i32 %9, i32* %3, align 4, !dbg !328
  br label %55, !dbg !329

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4, !dbg !330
  %12 = load i32, i32* %3, align 4, !dbg !331
  %13 = sub nsw i32 %12, %11, !dbg !331
  store i32 %13, i32* %3, align 4, !dbg !331
  br label %55, !dbg !332

14:                                               ; preds = %1
  %15 = load i32, i32* %2, align 4, !dbg !333
  %16 = mul nsw i32 %15, 3, !dbg !334
  store i32 %16, i32* %3, align 4, !dbg !335
  br label %55, !dbg !336

17:                                               ; preds = %1
  %18 = load i32, i32* %2, align 4, !dbg !337
  %19 = sdiv i32 %18, 3, !dbg !338
  store i32 %19, i32* %3, align 4, !dbg !339
  br label %55, !dbg !340

20:                                               ; preds = %1
  %21 = load i32, i32* %2, align 4, !dbg !341
  %22 = xor i32 %21, 85, !dbg !342
  store i32 %22, i32* %3, align 4, !dbg !343
  br label %55, !dbg !344

23:                                               ; preds = %1
  %24 = load i32, i32* %2, align 4, !dbg !345
  %25 = xor i32 %24, -1, !dbg !346
  store i32 %25, i32* %3, align 4, !dbg !347
  br label %55, !dbg !348

26:                                               ; preds = %1
  %27 = load i32, i32* %2, align 4, !dbg !349
  %28 = shl i32 %27, 2, !dbg !350
  store i32 %28, i32* %3, align 4, !dbg !351
  br label %55, !dbg !352

29:                                               ; preds = %1
  %30 = load i32, i32* %2, align 4, !dbg !353
  %31 = ashr i32 %30, 1, !dbg !354
  store i32 %31, i32* %3, align 4, !dbg !355
  br label %55, !dbg !356

32:                                               ; preds = %1
  %33 = load i32, i32* %2, align 4, !dbg !357
  %34 = srem i32 %33, 7, !dbg !358
  store i32 %34, i32* %3, align 4, !dbg !359
  br label %55, !dbg !360

35:                                               ; preds = %1
  %36 = load i32, i32* %2, align 4, !dbg !361
  %37 = sub nsw i32 0, %36, !dbg !362
  store i32 %37, i32* %3, align 4, !dbg !363
  br label %55, !dbg !364

38:                                               ; preds = %1
  %39 = load i32, i32* %2, align 4, !dbg !365
  %40 = or i32 %39, 256, !dbg !366
  store i32 %40, i32* %3, align 4, !dbg !367
  br label %55, !dbg !368

41:                                               ; preds = %1
  %42 = load i32, i32* %2, align 4, !dbg !369
  %43 = and i32 %42, 240, !dbg !370
  store i32 %43, i32* %3, align 4, !dbg !371
  br label %55, !dbg !372

44:                                               ; preds = %1
  %45 = load i32, i32* %2, align 4, !dbg !373
  %46 = add nsw i32 %45, 1000, !dbg !374
  store i32 %46, i32* %3, align 4, !dbg !375
  br label %55, !dbg !376

47:                                               ; preds = %1
  %48 = load i32, i32* %2, align 4, !dbg !377
  %49 = sub nsw i32 %48, 1000, !dbg !378
  store i32 %49, i32* %3, align 4, !dbg !379
  br label %55, !dbg !380

50:                                               ; preds = %1
  %51 = load i32, i32* %2, align 4, !dbg !381
  %52 = mul nsw i32 %51, 7, !dbg !382
  %53 = and i32 %52, 255, !dbg !383
  store i32 %53, i32* %3, align 4, !dbg !384
  br label %55, !dbg !385

54:                                               ; preds = %1
  store i32 42, i32* %3, align 4, !dbg !386
  br label %55, !dbg !387

55:                                               ; preds = %1, %54, %50, %47, %44, %41, %38, %35, %32, %29, %26, %23, %20, %17, %14, %10, %6
  %56 = load i32, i32* %3, align 4, !dbg !388
  ret i32 %56, !dbg !389
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nested(i32 noundef %0, i32 noundef %1) #0 !dbg !390 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !393, metadata !DIExpression()), !dbg !394
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !395, metadata !DIExpression()), !dbg !396
  %6 = load i32, i32* %4, align 4, !dbg !397
  %7 = srem i32 %6, 3, !dbg !398
  switch i32 %7, label %20 [
    i32 0, label %8
    i32 1, label %15
  ], !dbg !399

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4, !dbg !400
  %10 = srem i32 %9, 4, !dbg !402
  switch i32 %10, label %14 [
    i32 0, label %11
    i32 1, label %12
    i32 2, label %13
  ], !dbg !403

11:                                               ; preds = %8
  store i32 1, i32* %3, align 4, !dbg !404
  br label %23, !dbg !404

12:                                               ; preds = %8
  store i32 2, i32* %3, align 4, !dbg !406
  br label %23, !dbg !406

13:                                               ; preds = %8
  store i32 3, i32* %3, align 4, !dbg !407
  br label %23, !dbg !407

14:                                               ; preds = %8
  store i32 4, i32* %3, align 4, !dbg !408
  br label %23, !dbg !408

15:                                               ; preds = %2
  %16 = load i32, i32* %5, align 4, !dbg !409
  %17 = srem i32 %16, 2, !dbg !410
  switch i32 %17, label %19 [
    i32 0, label %18
  ], !dbg !411

18:                                               ; preds = %15
  store i32 10, i32* %3, align 4, !dbg !412
  br label %23, !dbg !412

19:                                               ; preds = %15
  store i32 20, i32* %3, align 4, !dbg !414
  br label %23, !dbg !414

20:                                               ; preds = %2
  %21 = load i32, i32* %5, align 4, !dbg !415
  %22 = add nsw i32 100, %21, !dbg !416
  store i32 %22, i32* %3, align 4, !dbg !417
  br label %23, !dbg !417

23:                                               ; preds = %20, %19, %18, %14, %13, %12, %11
  %24 = load i32, i32* %3, align 4, !dbg !418
  ret i32 %24, !dbg !418
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !16, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_dense.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "6794660860bb5563f25436d8949e842c")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "op", file: !1, line: 5, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!6 = !DIEnumerator(name: "NOP", value: 0)
!7 = !DIEnumerator(name: "PUSH", value: 1)
!8 = !DIEnumerator(name: "POP", value: 2)
!9 = !DIEnumerator(name: "ADD", value: 3)
!10 = !DIEnumerator(name: "SUB", value: 4)
!11 = !DIEnumerator(name: "MUL", value: 5)
!12 = !DIEnumerator(name: "DUP", value: 6)
!13 = !DIEnumerator(name: "SWAP", value: 7)
!14 = !DIEnumerator(name: "NEG", value: 8)
!15 = !DIEnumerator(name: "HALT", value: 9)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 99, type: !27, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!27 = !DISubroutineType(types: !16)
!28 = !{}
!29 = !DILocalVariable(name: "prog", scope: !26, file: !1, line: 100, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 448, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 14)
!33 = !DILocation(line: 100, column: 13, scope: !26)
!34 = !DILocalVariable(name: "stack", scope: !26, file: !1, line: 101, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 1024, elements: !37)
!36 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!37 = !{!38}
!38 = !DISubrange(count: 16)
!39 = !DILocation(line: 101, column: 10, scope: !26)
!40 = !DILocalVariable(name: "sp", scope: !26, file: !1, line: 102, type: !17)
!41 = !DILocation(line: 102, column: 9, scope: !26)
!42 = !DILocalVariable(name: "next", scope: !26, file: !1, line: 103, type: !36)
!43 = !DILocation(line: 103, column: 10, scope: !26)
!44 = !DILocalVariable(name: "pc", scope: !45, file: !1, line: 104, type: !17)
!45 = distinct !DILexicalBlock(scope: !26, file: !1, line: 104, column: 5)
!46 = !DILocation(line: 104, column: 14, scope: !45)
!47 = !DILocation(line: 104, column: 10, scope: !45)
!48 = !DILocation(line: 104, column: 27, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 104, column: 5)
!50 = !DILocation(line: 104, column: 22, scope: !49)
!51 = !DILocation(line: 104, column: 31, scope: !49)
!52 = !DILocation(line: 104, column: 5, scope: !45)
!53 = !DILocation(line: 105, column: 22, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !1, line: 104, column: 46)
!55 = !DILocation(line: 105, column: 17, scope: !54)
!56 = !DILocation(line: 105, column: 9, scope: !54)
!57 = !DILocation(line: 106, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 105, column: 27)
!59 = !DILocation(line: 107, column: 34, scope: !58)
!60 = !DILocation(line: 107, column: 28, scope: !58)
!61 = !DILocation(line: 107, column: 20, scope: !58)
!62 = !DILocation(line: 107, column: 32, scope: !58)
!63 = !DILocation(line: 107, column: 45, scope: !58)
!64 = !DILocation(line: 107, column: 51, scope: !58)
!65 = !DILocation(line: 108, column: 21, scope: !58)
!66 = !DILocation(line: 108, column: 25, scope: !58)
!67 = !DILocation(line: 109, column: 21, scope: !58)
!68 = !DILocation(line: 109, column: 48, scope: !58)
!69 = !DILocation(line: 109, column: 42, scope: !58)
!70 = !DILocation(line: 109, column: 31, scope: !58)
!71 = !DILocation(line: 109, column: 34, scope: !58)
!72 = !DILocation(line: 109, column: 25, scope: !58)
!73 = !DILocation(line: 109, column: 39, scope: !58)
!74 = !DILocation(line: 109, column: 53, scope: !58)
!75 = !DILocation(line: 110, column: 21, scope: !58)
!76 = !DILocation(line: 110, column: 48, scope: !58)
!77 = !DILocation(line: 110, column: 42, scope: !58)
!78 = !DILocation(line: 110, column: 31, scope: !58)
!79 = !DILocation(line: 110, column: 34, scope: !58)
!80 = !DILocation(line: 110, column: 25, scope: !58)
!81 = !DILocation(line: 110, column: 39, scope: !58)
!82 = !DILocation(line: 110, column: 53, scope: !58)
!83 = !DILocation(line: 111, column: 21, scope: !58)
!84 = !DILocation(line: 111, column: 48, scope: !58)
!85 = !DILocation(line: 111, column: 42, scope: !58)
!86 = !DILocation(line: 111, column: 31, scope: !58)
!87 = !DILocation(line: 111, column: 34, scope: !58)
!88 = !DILocation(line: 111, column: 25, scope: !58)
!89 = !DILocation(line: 111, column: 39, scope: !58)
!90 = !DILocation(line: 111, column: 53, scope: !58)
!91 = !DILocation(line: 112, column: 37, scope: !58)
!92 = !DILocation(line: 112, column: 40, scope: !58)
!93 = !DILocation(line: 112, column: 31, scope: !58)
!94 = !DILocation(line: 112, column: 25, scope: !58)
!95 = !DILocation(line: 112, column: 19, scope: !58)
!96 = !DILocation(line: 112, column: 29, scope: !58)
!97 = !DILocation(line: 112, column: 48, scope: !58)
!98 = !DILocation(line: 112, column: 52, scope: !58)
!99 = !DILocalVariable(name: "t", scope: !100, file: !1, line: 113, type: !36)
!100 = distinct !DILexicalBlock(scope: !58, file: !1, line: 113, column: 20)
!101 = !DILocation(line: 113, column: 27, scope: !100)
!102 = !DILocation(line: 113, column: 37, scope: !100)
!103 = !DILocation(line: 113, column: 40, scope: !100)
!104 = !DILocation(line: 113, column: 31, scope: !100)
!105 = !DILocation(line: 113, column: 68, scope: !100)
!106 = !DILocation(line: 113, column: 71, scope: !100)
!107 = !DILocation(line: 113, column: 62, scope: !100)
!108 = !DILocation(line: 113, column: 52, scope: !100)
!109 = !DILocation(line: 113, column: 55, scope: !100)
!110 = !DILocation(line: 113, column: 46, scope: !100)
!111 = !DILocation(line: 113, column: 60, scope: !100)
!112 = !DILocation(line: 113, column: 93, scope: !100)
!113 = !DILocation(line: 113, column: 83, scope: !100)
!114 = !DILocation(line: 113, column: 86, scope: !100)
!115 = !DILocation(line: 113, column: 77, scope: !100)
!116 = !DILocation(line: 113, column: 91, scope: !100)
!117 = !DILocation(line: 113, column: 98, scope: !58)
!118 = !DILocation(line: 114, column: 42, scope: !58)
!119 = !DILocation(line: 114, column: 45, scope: !58)
!120 = !DILocation(line: 114, column: 36, scope: !58)
!121 = !DILocation(line: 114, column: 35, scope: !58)
!122 = !DILocation(line: 114, column: 25, scope: !58)
!123 = !DILocation(line: 114, column: 28, scope: !58)
!124 = !DILocation(line: 114, column: 19, scope: !58)
!125 = !DILocation(line: 114, column: 33, scope: !58)
!126 = !DILocation(line: 114, column: 51, scope: !58)
!127 = !DILocation(line: 115, column: 20, scope: !58)
!128 = !DILocation(line: 117, column: 53, scope: !54)
!129 = !DILocation(line: 117, column: 48, scope: !54)
!130 = !DILocation(line: 117, column: 40, scope: !54)
!131 = !DILocation(line: 117, column: 59, scope: !54)
!132 = !DILocation(line: 117, column: 63, scope: !54)
!133 = !DILocation(line: 117, column: 74, scope: !54)
!134 = !DILocation(line: 117, column: 77, scope: !54)
!135 = !DILocation(line: 117, column: 68, scope: !54)
!136 = !DILocation(line: 117, column: 9, scope: !54)
!137 = !DILocation(line: 118, column: 5, scope: !54)
!138 = !DILocation(line: 104, column: 42, scope: !49)
!139 = !DILocation(line: 104, column: 5, scope: !49)
!140 = distinct !{!140, !52, !141, !142}
!141 = !DILocation(line: 118, column: 5, scope: !45)
!142 = !{!"llvm.loop.mustprogress"}
!143 = !DILocalVariable(name: "s", scope: !26, file: !1, line: 119, type: !36)
!144 = !DILocation(line: 119, column: 10, scope: !26)
!145 = !DILocalVariable(name: "i", scope: !146, file: !1, line: 120, type: !17)
!146 = distinct !DILexicalBlock(scope: !26, file: !1, line: 120, column: 5)
!147 = !DILocation(line: 120, column: 14, scope: !146)
!148 = !DILocation(line: 120, column: 10, scope: !146)
!149 = !DILocation(line: 120, column: 22, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !1, line: 120, column: 5)
!151 = !DILocation(line: 120, column: 24, scope: !150)
!152 = !DILocation(line: 120, column: 5, scope: !146)
!153 = !DILocation(line: 121, column: 13, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !1, line: 120, column: 35)
!155 = !DILocation(line: 121, column: 15, scope: !154)
!156 = !DILocation(line: 121, column: 27, scope: !154)
!157 = !DILocation(line: 121, column: 21, scope: !154)
!158 = !DILocation(line: 121, column: 19, scope: !154)
!159 = !DILocation(line: 121, column: 11, scope: !154)
!160 = !DILocation(line: 122, column: 34, scope: !154)
!161 = !DILocation(line: 122, column: 43, scope: !154)
!162 = !DILocation(line: 122, column: 37, scope: !154)
!163 = !DILocation(line: 122, column: 9, scope: !154)
!164 = !DILocation(line: 123, column: 5, scope: !154)
!165 = !DILocation(line: 120, column: 31, scope: !150)
!166 = !DILocation(line: 120, column: 5, scope: !150)
!167 = distinct !{!167, !152, !168, !142}
!168 = !DILocation(line: 123, column: 5, scope: !146)
!169 = !DILocation(line: 124, column: 31, scope: !26)
!170 = !DILocation(line: 124, column: 5, scope: !26)
!171 = !DILocalVariable(name: "text", scope: !26, file: !1, line: 125, type: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!174 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!175 = !DILocation(line: 125, column: 17, scope: !26)
!176 = !DILocalVariable(name: "counts", scope: !26, file: !1, line: 126, type: !177)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 160, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 5)
!180 = !DILocation(line: 126, column: 9, scope: !26)
!181 = !DILocalVariable(name: "p", scope: !182, file: !1, line: 127, type: !172)
!182 = distinct !DILexicalBlock(scope: !26, file: !1, line: 127, column: 5)
!183 = !DILocation(line: 127, column: 22, scope: !182)
!184 = !DILocation(line: 127, column: 26, scope: !182)
!185 = !DILocation(line: 127, column: 10, scope: !182)
!186 = !DILocation(line: 127, column: 33, scope: !187)
!187 = distinct !DILexicalBlock(scope: !182, file: !1, line: 127, column: 5)
!188 = !DILocation(line: 127, column: 32, scope: !187)
!189 = !DILocation(line: 127, column: 5, scope: !182)
!190 = !DILocation(line: 128, column: 28, scope: !187)
!191 = !DILocation(line: 128, column: 27, scope: !187)
!192 = !DILocation(line: 128, column: 16, scope: !187)
!193 = !DILocation(line: 128, column: 9, scope: !187)
!194 = !DILocation(line: 128, column: 31, scope: !187)
!195 = !DILocation(line: 127, column: 37, scope: !187)
!196 = !DILocation(line: 127, column: 5, scope: !187)
!197 = distinct !{!197, !189, !198, !142}
!198 = !DILocation(line: 128, column: 31, scope: !182)
!199 = !DILocation(line: 129, column: 68, scope: !26)
!200 = !DILocation(line: 129, column: 79, scope: !26)
!201 = !DILocation(line: 130, column: 12, scope: !26)
!202 = !DILocation(line: 130, column: 23, scope: !26)
!203 = !DILocation(line: 130, column: 34, scope: !26)
!204 = !DILocation(line: 129, column: 5, scope: !26)
!205 = !DILocalVariable(name: "w", scope: !26, file: !1, line: 131, type: !36)
!206 = !DILocation(line: 131, column: 10, scope: !26)
!207 = !DILocalVariable(name: "i", scope: !208, file: !1, line: 132, type: !17)
!208 = distinct !DILexicalBlock(scope: !26, file: !1, line: 132, column: 5)
!209 = !DILocation(line: 132, column: 14, scope: !208)
!210 = !DILocation(line: 132, column: 10, scope: !208)
!211 = !DILocation(line: 132, column: 21, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !1, line: 132, column: 5)
!213 = !DILocation(line: 132, column: 23, scope: !212)
!214 = !DILocation(line: 132, column: 5, scope: !208)
!215 = !DILocation(line: 133, column: 19, scope: !212)
!216 = !DILocation(line: 133, column: 21, scope: !212)
!217 = !DILocation(line: 133, column: 26, scope: !212)
!218 = !DILocation(line: 133, column: 14, scope: !212)
!219 = !DILocation(line: 133, column: 11, scope: !212)
!220 = !DILocation(line: 133, column: 9, scope: !212)
!221 = !DILocation(line: 132, column: 31, scope: !212)
!222 = !DILocation(line: 132, column: 5, scope: !212)
!223 = distinct !{!223, !214, !224, !142}
!224 = !DILocation(line: 133, column: 29, scope: !208)
!225 = !DILocation(line: 134, column: 30, scope: !26)
!226 = !DILocation(line: 134, column: 5, scope: !26)
!227 = !DILocalVariable(name: "a", scope: !228, file: !1, line: 135, type: !17)
!228 = distinct !DILexicalBlock(scope: !26, file: !1, line: 135, column: 5)
!229 = !DILocation(line: 135, column: 14, scope: !228)
!230 = !DILocation(line: 135, column: 10, scope: !228)
!231 = !DILocation(line: 135, column: 21, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !1, line: 135, column: 5)
!233 = !DILocation(line: 135, column: 23, scope: !232)
!234 = !DILocation(line: 135, column: 5, scope: !228)
!235 = !DILocalVariable(name: "b", scope: !236, file: !1, line: 136, type: !17)
!236 = distinct !DILexicalBlock(scope: !237, file: !1, line: 136, column: 9)
!237 = distinct !DILexicalBlock(scope: !232, file: !1, line: 135, column: 33)
!238 = !DILocation(line: 136, column: 18, scope: !236)
!239 = !DILocation(line: 136, column: 14, scope: !236)
!240 = !DILocation(line: 136, column: 25, scope: !241)
!241 = distinct !DILexicalBlock(scope: !236, file: !1, line: 136, column: 9)
!242 = !DILocation(line: 136, column: 27, scope: !241)
!243 = !DILocation(line: 136, column: 9, scope: !236)
!244 = !DILocation(line: 137, column: 34, scope: !241)
!245 = !DILocation(line: 137, column: 37, scope: !241)
!246 = !DILocation(line: 137, column: 27, scope: !241)
!247 = !DILocation(line: 137, column: 13, scope: !241)
!248 = !DILocation(line: 136, column: 33, scope: !241)
!249 = !DILocation(line: 136, column: 9, scope: !241)
!250 = distinct !{!250, !243, !251, !142}
!251 = !DILocation(line: 137, column: 39, scope: !236)
!252 = !DILocation(line: 138, column: 9, scope: !237)
!253 = !DILocation(line: 139, column: 5, scope: !237)
!254 = !DILocation(line: 135, column: 29, scope: !232)
!255 = !DILocation(line: 135, column: 5, scope: !232)
!256 = distinct !{!256, !234, !257, !142}
!257 = !DILocation(line: 139, column: 5, scope: !228)
!258 = !DILocation(line: 140, column: 18, scope: !26)
!259 = !DILocation(line: 140, column: 27, scope: !26)
!260 = !DILocation(line: 140, column: 12, scope: !26)
!261 = !DILocation(line: 140, column: 5, scope: !26)
!262 = distinct !DISubprogram(name: "op_name", scope: !1, file: !1, line: 7, type: !263, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!263 = !DISubroutineType(types: !264)
!264 = !{!172, !3}
!265 = !DILocalVariable(name: "o", arg: 1, scope: !262, file: !1, line: 7, type: !3)
!266 = !DILocation(line: 7, column: 36, scope: !262)
!267 = !DILocation(line: 8, column: 13, scope: !262)
!268 = !DILocation(line: 8, column: 5, scope: !262)
!269 = !DILocation(line: 9, column: 15, scope: !270)
!270 = distinct !DILexicalBlock(scope: !262, file: !1, line: 8, column: 16)
!271 = !DILocation(line: 10, column: 16, scope: !270)
!272 = !DILocation(line: 11, column: 15, scope: !270)
!273 = !DILocation(line: 12, column: 15, scope: !270)
!274 = !DILocation(line: 13, column: 15, scope: !270)
!275 = !DILocation(line: 14, column: 15, scope: !270)
!276 = !DILocation(line: 15, column: 15, scope: !270)
!277 = !DILocation(line: 16, column: 16, scope: !270)
!278 = !DILocation(line: 17, column: 15, scope: !270)
!279 = !DILocation(line: 18, column: 16, scope: !270)
!280 = !DILocation(line: 20, column: 5, scope: !262)
!281 = !DILocation(line: 21, column: 1, scope: !262)
!282 = distinct !DISubprogram(name: "dense", scope: !1, file: !1, line: 23, type: !283, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!283 = !DISubroutineType(types: !284)
!284 = !{!17, !17}
!285 = !DILocalVariable(name: "x", arg: 1, scope: !282, file: !1, line: 23, type: !17)
!286 = !DILocation(line: 23, column: 22, scope: !282)
!287 = !DILocation(line: 24, column: 13, scope: !282)
!288 = !DILocation(line: 24, column: 5, scope: !282)
!289 = !DILocation(line: 25, column: 13, scope: !290)
!290 = distinct !DILexicalBlock(scope: !282, file: !1, line: 24, column: 16)
!291 = !DILocation(line: 26, column: 13, scope: !290)
!292 = !DILocation(line: 27, column: 13, scope: !290)
!293 = !DILocation(line: 28, column: 13, scope: !290)
!294 = !DILocation(line: 29, column: 13, scope: !290)
!295 = !DILocation(line: 30, column: 14, scope: !290)
!296 = !DILocation(line: 31, column: 13, scope: !290)
!297 = !DILocation(line: 32, column: 13, scope: !290)
!298 = !DILocation(line: 33, column: 13, scope: !290)
!299 = !DILocation(line: 34, column: 13, scope: !290)
!300 = !DILocation(line: 35, column: 13, scope: !290)
!301 = !DILocation(line: 36, column: 14, scope: !290)
!302 = !DILocation(line: 37, column: 14, scope: !290)
!303 = !DILocation(line: 39, column: 1, scope: !282)
!304 = distinct !DISubprogram(name: "char_class", scope: !1, file: !1, line: 41, type: !305, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!305 = !DISubroutineType(types: !306)
!306 = !{!17, !174}
!307 = !DILocalVariable(name: "c", arg: 1, scope: !304, file: !1, line: 41, type: !174)
!308 = !DILocation(line: 41, column: 28, scope: !304)
!309 = !DILocation(line: 42, column: 13, scope: !304)
!310 = !DILocation(line: 42, column: 5, scope: !304)
!311 = !DILocation(line: 45, column: 9, scope: !312)
!312 = distinct !DILexicalBlock(scope: !304, file: !1, line: 42, column: 16)
!313 = !DILocation(line: 47, column: 9, scope: !312)
!314 = !DILocation(line: 49, column: 9, scope: !312)
!315 = !DILocation(line: 51, column: 9, scope: !312)
!316 = !DILocation(line: 53, column: 9, scope: !312)
!317 = !DILocation(line: 55, column: 1, scope: !304)
!318 = distinct !DISubprogram(name: "work", scope: !1, file: !1, line: 57, type: !283, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!319 = !DILocalVariable(name: "x", arg: 1, scope: !318, file: !1, line: 57, type: !17)
!320 = !DILocation(line: 57, column: 21, scope: !318)
!321 = !DILocalVariable(name: "r", scope: !318, file: !1, line: 58, type: !17)
!322 = !DILocation(line: 58, column: 9, scope: !318)
!323 = !DILocation(line: 59, column: 13, scope: !318)
!324 = !DILocation(line: 59, column: 15, scope: !318)
!325 = !DILocation(line: 59, column: 5, scope: !318)
!326 = !DILocation(line: 60, column: 18, scope: !327)
!327 = distinct !DILexicalBlock(scope: !318, file: !1, line: 59, column: 21)
!328 = !DILocation(line: 60, column: 15, scope: !327)
!329 = !DILocation(line: 60, column: 21, scope: !327)
!330 = !DILocation(line: 61, column: 18, scope: !327)
!331 = !DILocation(line: 61, column: 15, scope: !327)
!332 = !DILocation(line: 61, column: 21, scope: !327)
!333 = !DILocation(line: 62, column: 17, scope: !327)
!334 = !DILocation(line: 62, column: 19, scope: !327)
!335 = !DILocation(line: 62, column: 15, scope: !327)
!336 = !DILocation(line: 62, column: 24, scope: !327)
!337 = !DILocation(line: 63, column: 17, scope: !327)
!338 = !DILocation(line: 63, column: 19, scope: !327)
!339 = !DILocation(line: 63, column: 15, scope: !327)
!340 = !DILocation(line: 63, column: 24, scope: !327)
!341 = !DILocation(line: 64, column: 17, scope: !327)
!342 = !DILocation(line: 64, column: 19, scope: !327)
!343 = !DILocation(line: 64, column: 15, scope: !327)
!344 = !DILocation(line: 64, column: 27, scope: !327)
!345 = !DILocation(line: 65, column: 18, scope: !327)
!346 = !DILocation(line: 65, column: 17, scope: !327)
!347 = !DILocation(line: 65, column: 15, scope: !327)
!348 = !DILocation(line: 65, column: 21, scope: !327)
!349 = !DILocation(line: 66, column: 17, scope: !327)
!350 = !DILocation(line: 66, column: 19, scope: !327)
!351 = !DILocation(line: 66, column: 15, scope: !327)
!352 = !DILocation(line: 66, column: 25, scope: !327)
!353 = !DILocation(line: 67, column: 17, scope: !327)
!354 = !DILocation(line: 67, column: 19, scope: !327)
!355 = !DILocation(line: 67, column: 15, scope: !327)
!356 = !DILocation(line: 67, column: 25, scope: !327)
!357 = !DILocation(line: 68, column: 17, scope: !327)
!358 = !DILocation(line: 68, column: 19, scope: !327)
!359 = !DILocation(line: 68, column: 15, scope: !327)
!360 = !DILocation(line: 68, column: 24, scope: !327)
!361 = !DILocation(line: 69, column: 18, scope: !327)
!362 = !DILocation(line: 69, column: 17, scope: !327)
!363 = !DILocation(line: 69, column: 15, scope: !327)
!364 = !DILocation(line: 69, column: 21, scope: !327)
!365 = !DILocation(line: 70, column: 18, scope: !327)
!366 = !DILocation(line: 70, column: 20, scope: !327)
!367 = !DILocation(line: 70, column: 16, scope: !327)
!368 = !DILocation(line: 70, column: 29, scope: !327)
!369 = !DILocation(line: 71, column: 18, scope: !327)
!370 = !DILocation(line: 71, column: 20, scope: !327)
!371 = !DILocation(line: 71, column: 16, scope: !327)
!372 = !DILocation(line: 71, column: 28, scope: !327)
!373 = !DILocation(line: 72, column: 18, scope: !327)
!374 = !DILocation(line: 72, column: 20, scope: !327)
!375 = !DILocation(line: 72, column: 16, scope: !327)
!376 = !DILocation(line: 72, column: 28, scope: !327)
!377 = !DILocation(line: 73, column: 18, scope: !327)
!378 = !DILocation(line: 73, column: 20, scope: !327)
!379 = !DILocation(line: 73, column: 16, scope: !327)
!380 = !DILocation(line: 73, column: 28, scope: !327)
!381 = !DILocation(line: 74, column: 19, scope: !327)
!382 = !DILocation(line: 74, column: 21, scope: !327)
!383 = !DILocation(line: 74, column: 26, scope: !327)
!384 = !DILocation(line: 74, column: 16, scope: !327)
!385 = !DILocation(line: 74, column: 34, scope: !327)
!386 = !DILocation(line: 75, column: 16, scope: !327)
!387 = !DILocation(line: 75, column: 22, scope: !327)
!388 = !DILocation(line: 77, column: 12, scope: !318)
!389 = !DILocation(line: 77, column: 5, scope: !318)
!390 = distinct !DISubprogram(name: "nested", scope: !1, file: !1, line: 80, type: !391, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!391 = !DISubroutineType(types: !392)
!392 = !{!17, !17, !17}
!393 = !DILocalVariable(name: "a", arg: 1, scope: !390, file: !1, line: 80, type: !17)
!394 = !DILocation(line: 80, column: 23, scope: !390)
!395 = !DILocalVariable(name: "b", arg: 2, scope: !390, file: !1, line: 80, type: !17)
!396 = !DILocation(line: 80, column: 30, scope: !390)
!397 = !DILocation(line: 81, column: 13, scope: !390)
!398 = !DILocation(line: 81, column: 15, scope: !390)
!399 = !DILocation(line: 81, column: 5, scope: !390)
!400 = !DILocation(line: 83, column: 17, scope: !401)
!401 = distinct !DILexicalBlock(scope: !390, file: !1, line: 81, column: 20)
!402 = !DILocation(line: 83, column: 19, scope: !401)
!403 = !DILocation(line: 83, column: 9, scope: !401)
!404 = !DILocation(line: 84, column: 17, scope: !405)
!405 = distinct !DILexicalBlock(scope: !401, file: !1, line: 83, column: 24)
!406 = !DILocation(line: 85, column: 17, scope: !405)
!407 = !DILocation(line: 86, column: 17, scope: !405)
!408 = !DILocation(line: 87, column: 18, scope: !405)
!409 = !DILocation(line: 90, column: 17, scope: !401)
!410 = !DILocation(line: 90, column: 19, scope: !401)
!411 = !DILocation(line: 90, column: 9, scope: !401)
!412 = !DILocation(line: 91, column: 17, scope: !413)
!413 = distinct !DILexicalBlock(scope: !401, file: !1, line: 90, column: 24)
!414 = !DILocation(line: 92, column: 18, scope: !413)
!415 = !DILocation(line: 95, column: 22, scope: !401)
!416 = !DILocation(line: 95, column: 20, scope: !401)
!417 = !DILocation(line: 95, column: 9, scope: !401)
!418 = !DILocation(line: 97, column: 1, scope: !390)
