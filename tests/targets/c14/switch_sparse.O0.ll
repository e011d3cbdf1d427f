; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.codes = private unnamed_addr constant [11 x i32] [i32 200, i32 404, i32 418, i32 500, i32 302, i32 999, i32 0, i32 201, i32 503, i32 304, i32 -1], align 16
@.str = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 -1000000, i32 -77, i32 -1, i32 0, i32 13, i32 4096, i32 65537, i32 2147483647, i32 -2147483648, i32 5, i32 -5, i32 4095], align 16
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse_neg(%d)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"sparse_ll(%lld)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"fall(100)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"duff count=%d sum=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"kind %d: %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"tally=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"Created\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"Moved Permanently\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"Found\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"Not Modified\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"Bad Request\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"Unauthorized\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"Forbidden\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1
@.str.18 = private unnamed_addr constant [13 x i8] c"I'm a teapot\00", align 1
@.str.19 = private unnamed_addr constant [22 x i8] c"Internal Server Error\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"Service Unavailable\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca [11 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca [12 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca [6 x i64], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [37 x i16], align 16
  %10 = alloca [37 x i16], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [8 x i32], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [11 x i32]* %2, metadata !18, metadata !DIExpression()), !dbg !22
  %22 = bitcast [11 x i32]* %2 to i8*, !dbg !22
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %22, i8* align 16 bitcast ([11 x i32]* @__const.main.codes to i8*), i64 44, i1 false), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %3, metadata !23, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %3, align 4, !dbg !25
  br label %23, !dbg !26

23:                                               ; preds = %37, %0
  %24 = load i32, i32* %3, align 4, !dbg !27
  %25 = icmp slt i32 %24, 11, !dbg !29
  br i1 %25, label %26, label %40, !dbg !30

26:                                               ; preds = %23
  %27 = load i32, i32* %3, align 4, !dbg !31
  %28 = sext i32 %27 to i64, !dbg !32
  %29 = getelementptr inbounds [11 x i32], [11 x i32]* %2, i64 0, i64 %28, !dbg !32
  %30 = load i32, i32* %29, align 4, !dbg !32
  %31 = load i32, i32* %3, align 4, !dbg !33
  %32 = sext i32 %31 to i64, !dbg !34
  %33 = getelementptr inbounds [11 x i32], [11 x i32]* %2, i64 0, i64 %32, !dbg !34
  %34 = load i32, i32* %33, align 4, !dbg !34
  %35 = call i8* @http_status(i32 noundef %34), !dbg !35
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %30, i8* noundef %35), !dbg !36
  br label %37, !dbg !36

37:                                               ; preds = %26
  %38 = load i32, i32* %3, align 4, !dbg !37
  %39 = add nsw i32 %38, 1, !dbg !37
  store i32 %39, i32* %3, align 4, !dbg !37
  br label %23, !dbg !38, !llvm.loop !39

40:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata [12 x i32]* %4, metadata !42, metadata !DIExpression()), !dbg !46
  %41 = bitcast [12 x i32]* %4 to i8*, !dbg !46
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %41, i8* align 16 bitcast ([12 x i32]* @__const.main.xs to i8*), i64 48, i1 false), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %5, metadata !47, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %5, align 4, !dbg !49
  br label %42, !dbg !50

42:                                               ; preds = %56, %40
  %43 = load i32, i32* %5, align 4, !dbg !51
  %44 = icmp slt i32 %43, 12, !dbg !53
  br i1 %44, label %45, label %59, !dbg !54

45:                                               ; preds = %42
  %46 = load i32, i32* %5, align 4, !dbg !55
  %47 = sext i32 %46 to i64, !dbg !56
  %48 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %47, !dbg !56
  %49 = load i32, i32* %48, align 4, !dbg !56
  %50 = load i32, i32* %5, align 4, !dbg !57
  %51 = sext i32 %50 to i64, !dbg !58
  %52 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i64 0, i64 %51, !dbg !58
  %53 = load i32, i32* %52, align 4, !dbg !58
  %54 = call i32 @sparse_neg(i32 noundef %53), !dbg !59
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef %49, i32 noundef %54), !dbg !60
  br label %56, !dbg !60

56:                                               ; preds = %45
  %57 = load i32, i32* %5, align 4, !dbg !61
  %58 = add nsw i32 %57, 1, !dbg !61
  store i32 %58, i32* %5, align 4, !dbg !61
  br label %42, !dbg !62, !llvm.loop !63

59:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata [6 x i64]* %6, metadata !65, metadata !DIExpression()), !dbg !70
  %60 = bitcast [6 x i64]* %6 to i8*, !dbg !70
  call void @llvm.memset.p0i8.i64(i8* align 16 %60, i8 0, i64 48, i1 false), !dbg !70
  %61 = bitcast i8* %60 to [6 x i64]*, !dbg !70
  %62 = getelementptr inbounds [6 x i64], [6 x i64]* %61, i32 0, i32 0, !dbg !70
  store i64 1099511627776, i64* %62, align 16, !dbg !70
  %63 = getelementptr inbounds [6 x i64], [6 x i64]* %61, i32 0, i32 1, !dbg !70
  store i64 -1125899906842624, i64* %63, align 8, !dbg !70
  %64 = getelementptr inbounds [6 x i64], [6 x i64]* %61, i32 0, i32 2, !dbg !70
  store i64 9223372036854775807, i64* %64, align 16, !dbg !70
  %65 = getelementptr inbounds [6 x i64], [6 x i64]* %61, i32 0, i32 3, !dbg !70
  store i64 12345678901, i64* %65, align 8, !dbg !70
  %66 = getelementptr inbounds [6 x i64], [6 x i64]* %61, i32 0, i32 4, !dbg !70
  store i64 2199023255552, i64* %66, align 16, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %7, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %7, align 4, !dbg !73
  br label %67, !dbg !74

67:                                               ; preds = %81, %59
  %68 = load i32, i32* %7, align 4, !dbg !75
  %69 = icmp slt i32 %68, 6, !dbg !77
  br i1 %69, label %70, label %84, !dbg !78

70:                                               ; preds = %67
  %71 = load i32, i32* %7, align 4, !dbg !79
  %72 = sext i32 %71 to i64, !dbg !80
  %73 = getelementptr inbounds [6 x i64], [6 x i64]* %6, i64 0, i64 %72, !dbg !80
  %74 = load i64, i64* %73, align 8, !dbg !80
  %75 = load i32, i32* %7, align 4, !dbg !81
  %76 = sext i32 %75 to i64, !dbg !82
  %77 = getelementptr inbounds [6 x i64], [6 x i64]* %6, i64 0, i64 %76, !dbg !82
  %78 = load i64, i64* %77, align 8, !dbg !82
  %79 = call i32 @sparse_ll(i64 noundef %78), !dbg !83
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i64 noundef %74, i32 noundef %79), !dbg !84
  br label %81, !dbg !84

81:                                               ; preds = %70
  %82 = load i32, i32* %7, align 4, !dbg !85
  %83 = add nsw i32 %82, 1, !dbg !85
  store i32 %83, i32* %7, align 4, !dbg !85
  br label %67, !dbg !86, !llvm.loop !87

84:                                               ; preds = %67
  call void @llvm.dbg.declare(metadata i32* %8, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 -1, i32* %8, align 4, !dbg !91
  br label %85, !dbg !92

85:                                               ; preds = %93, %84
  %86 = load i32, i32* %8, align 4, !dbg !93
  %87 = icmp sle i32 %86, 6, !dbg !95
  br i1 %87, label %88, label %96, !dbg !96

88:                                               ; preds = %85
  %89 = load i32, i32* %8, align 4, !dbg !97
  %90 = load i32, i32* %8, align 4, !dbg !98
  %91 = call i32 @fall(i32 noundef %90), !dbg !99
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef %89, i32 noundef %91), !dbg !100
  br label %93, !dbg !100

93:                                               ; preds = %88
  %94 = load i32, i32* %8, align 4, !dbg !101
  %95 = add nsw i32 %94, 1, !dbg !101
  store i32 %95, i32* %8, align 4, !dbg !101
  br label %85, !dbg !102, !llvm.loop !103

96:                                               ; preds = %85
  %97 = call i32 @fall(i32 noundef 100), !dbg !105
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i32 noundef %97), !dbg !106
  call void @llvm.dbg.declare(metadata [37 x i16]* %9, metadata !107, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata [37 x i16]* %10, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.declare(metadata i32* %11, metadata !114, metadata !DIExpression()), !dbg !116
  store i32 0, i32* %11, align 4, !dbg !116
  br label %99, !dbg !117

99:                                               ; preds = %146, %96
  %100 = load i32, i32* %11, align 4, !dbg !118
  %101 = icmp sle i32 %100, 37, !dbg !120
  br i1 %101, label %102, label %149, !dbg !121

102:                                              ; preds = %99
  call void @llvm.dbg.declare(metadata i32* %12, metadata !122, metadata !DIExpression()), !dbg !125
  store i32 0, i32* %12, align 4, !dbg !125
  br label %103, !dbg !126

103:                                              ; preds = %117, %102
  %104 = load i32, i32* %12, align 4, !dbg !127
  %105 = icmp slt i32 %104, 37, !dbg !129
  br i1 %105, label %106, label %120, !dbg !130

106:                                              ; preds = %103
  %107 = load i32, i32* %12, align 4, !dbg !131
  %108 = mul nsw i32 %107, 11, !dbg !133
  %109 = sub nsw i32 %108, 100, !dbg !134
  %110 = trunc i32 %109 to i16, !dbg !135
  %111 = load i32, i32* %12, align 4, !dbg !136
  %112 = sext i32 %111 to i64, !dbg !137
  %113 = getelementptr inbounds [37 x i16], [37 x i16]* %9, i64 0, i64 %112, !dbg !137
  store i16 %110, i16* %113, align 2, !dbg !138
  %114 = load i32, i32* %12, align 4, !dbg !139
  %115 = sext i32 %114 to i64, !dbg !140
  %116 = getelementptr inbounds [37 x i16], [37 x i16]* %10, i64 0, i64 %115, !dbg !140
  store i16 -1, i16* %116, align 2, !dbg !141
  br label %117, !dbg !142

117:                                              ; preds = %106
  %118 = load i32, i32* %12, align 4, !dbg !143
  %119 = add nsw i32 %118, 1, !dbg !143
  store i32 %119, i32* %12, align 4, !dbg !143
  br label %103, !dbg !144, !llvm.loop !145

120:                                              ; preds = %103
  %121 = load i32, i32* %11, align 4, !dbg !147
  %122 = icmp sgt i32 %121, 0, !dbg !149
  br i1 %122, label %123, label %127, !dbg !150

123:                                              ; preds = %120
  %124 = getelementptr inbounds [37 x i16], [37 x i16]* %10, i64 0, i64 0, !dbg !151
  %125 = getelementptr inbounds [37 x i16], [37 x i16]* %9, i64 0, i64 0, !dbg !152
  %126 = load i32, i32* %11, align 4, !dbg !153
  call void @duff_copy(i16* noundef %124, i16* noundef %125, i32 noundef %126), !dbg !154
  br label %127, !dbg !154

127:                                              ; preds = %123, %120
  call void @llvm.dbg.declare(metadata i32* %13, metadata !155, metadata !DIExpression()), !dbg !156
  store i32 0, i32* %13, align 4, !dbg !156
  call void @llvm.dbg.declare(metadata i32* %14, metadata !157, metadata !DIExpression()), !dbg !159
  store i32 0, i32* %14, align 4, !dbg !159
  br label %128, !dbg !160

128:                                              ; preds = %139, %127
  %129 = load i32, i32* %14, align 4, !dbg !161
  %130 = icmp slt i32 %129, 37, !dbg !163
  br i1 %130, label %131, label %142, !dbg !164

131:                                              ; preds = %128
  %132 = load i32, i32* %14, align 4, !dbg !165
  %133 = sext i32 %132 to i64, !dbg !166
  %134 = getelementptr inbounds [37 x i16], [37 x i16]* %10, i64 0, i64 %133, !dbg !166
  %135 = load i16, i16* %134, align 2, !dbg !166
  %136 = sext i16 %135 to i32, !dbg !166
  %137 = load i32, i32* %13, align 4, !dbg !167
  %138 = add nsw i32 %137, %136, !dbg !167
  store i32 %138, i32* %13, align 4, !dbg !167
  br label %139, !dbg !168

139:                                              ; preds = %131
  %140 = load i32, i32* %14, align 4, !dbg !169
  %141 = add nsw i32 %140, 1, !dbg !169
  store i32 %141, i32* %14, align 4, !dbg !169
  br label %128, !dbg !170, !llvm.loop !171

142:                                              ; preds = %128
  %143 = load i32, i32* %11, align 4, !dbg !173
  %144 = load i32, i32* %13, align 4, !dbg !174
  %145 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef %143, i32 noundef %144), !dbg !175
  br label %146, !dbg !176

146:                                              ; preds = %142
  %147 = load i32, i32* %11, align 4, !dbg !177
  %148 = add nsw i32 %147, 5, !dbg !177
  store i32 %148, i32* %11, align 4, !dbg !177
  br label %99, !dbg !178, !llvm.loop !179

149:                                              ; preds = %99
  call void @llvm.dbg.declare(metadata [8 x i32]* %15, metadata !181, metadata !DIExpression()), !dbg !186
  %150 = bitcast [8 x i32]* %15 to i8*, !dbg !186
  call void @llvm.memset.p0i8.i64(i8* align 16 %150, i8 0, i64 32, i1 false), !dbg !186
  call void @llvm.dbg.declare(metadata i32* %16, metadata !187, metadata !DIExpression()), !dbg !189
  store i32 0, i32* %16, align 4, !dbg !189
  br label %151, !dbg !190

151:                                              ; preds = %162, %149
  %152 = load i32, i32* %16, align 4, !dbg !191
  %153 = icmp ult i32 %152, 256, !dbg !193
  br i1 %153, label %154, label %165, !dbg !194

154:                                              ; preds = %151
  %155 = load i32, i32* %16, align 4, !dbg !195
  %156 = trunc i32 %155 to i8, !dbg !196
  %157 = call i32 @char_kind(i8 noundef zeroext %156), !dbg !197
  %158 = zext i32 %157 to i64, !dbg !198
  %159 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %158, !dbg !198
  %160 = load i32, i32* %159, align 4, !dbg !199
  %161 = add i32 %160, 1, !dbg !199
  store i32 %161, i32* %159, align 4, !dbg !199
  br label %162, !dbg !198

162:                                              ; preds = %154
  %163 = load i32, i32* %16, align 4, !dbg !200
  %164 = add i32 %163, 1, !dbg !200
  store i32 %164, i32* %16, align 4, !dbg !200
  br label %151, !dbg !201, !llvm.loop !202

165:                                              ; preds = %151
  call void @llvm.dbg.declare(metadata i32* %17, metadata !204, metadata !DIExpression()), !dbg !206
  store i32 0, i32* %17, align 4, !dbg !206
  br label %166, !dbg !207

166:                                              ; preds = %176, %165
  %167 = load i32, i32* %17, align 4, !dbg !208
  %168 = icmp slt i32 %167, 8, !dbg !210
  br i1 %168, label %169, label %179, !dbg !211

169:                                              ; preds = %166
  %170 = load i32, i32* %17, align 4, !dbg !212
  %171 = load i32, i32* %17, align 4, !dbg !213
  %172 = sext i32 %171 to i64, !dbg !214
  %173 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i64 0, i64 %172, !dbg !214
  %174 = load i32, i32* %173, align 4, !dbg !214
  %175 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i64 0, i64 0), i32 noundef %170, i32 noundef %174), !dbg !215
  br label %176, !dbg !215

176:                                              ; preds = %169
  %177 = load i32, i32* %17, align 4, !dbg !216
  %178 = add nsw i32 %177, 1, !dbg !216
  store i32 %178, i32* %17, align 4, !dbg !216
  br label %166, !dbg !217, !llvm.loop !218

179:                                              ; preds = %166
  call void @llvm.dbg.declare(metadata i32* %18, metadata !220, metadata !DIExpression()), !dbg !221
  store i32 7, i32* %18, align 4, !dbg !221
  call void @llvm.dbg.declare(metadata i32* %19, metadata !222, metadata !DIExpression()), !dbg !223
  store i32 0, i32* %19, align 4, !dbg !223
  call void @llvm.dbg.declare(metadata i32* %20, metadata !224, metadata !DIExpression()), !dbg !226
  store i32 0, i32* %20, align 4, !dbg !226
  br label %180, !dbg !227

180:                                              ; preds = %234, %179
  %181 = load i32, i32* %20, align 4, !dbg !228
  %182 = icmp slt i32 %181, 300, !dbg !230
  br i1 %182, label %183, label %237, !dbg !231

183:                                              ; preds = %180
  %184 = load i32, i32* %18, align 4, !dbg !232
  %185 = mul i32 %184, 1103515245, !dbg !234
  %186 = add i32 %185, 12345, !dbg !235
  store i32 %186, i32* %18, align 4, !dbg !236
  call void @llvm.dbg.declare(metadata i32* %21, metadata !237, metadata !DIExpression()), !dbg !238
  %187 = load i32, i32* %18, align 4, !dbg !239
  %188 = lshr i32 %187, 16, !dbg !240
  %189 = urem i32 %188, 1000, !dbg !241
  store i32 %189, i32* %21, align 4, !dbg !238
  %190 = load i32, i32* %21, align 4, !dbg !242
  %191 = icmp eq i32 %190, 3, !dbg !244
  br i1 %191, label %192, label %195, !dbg !245

192:                                              ; preds = %183
  %193 = load i32, i32* %19, align 4, !dbg !246
  %194 = add nsw i32 %193, 1, !dbg !246
  store i32 %194, i32* %19, align 4, !dbg !246
  br label %233, !dbg !247

195:                                              ; preds = %183
  %196 = load i32, i32* %21, align 4, !dbg !248
  %197 = icmp eq i32 %196, 17, !dbg !250
  br i1 %197, label %198, label %201, !dbg !251

198:                                              ; preds = %195
  %199 = load i32, i32* %19, align 4, !dbg !252
  %200 = add nsw i32 %199, 2, !dbg !252
  store i32 %200, i32* %19, align 4, !dbg !252
  br label %232, !dbg !253

201:                                              ; preds = %195
  %202 = load i32, i32* %21, align 4, !dbg !254
  %203 = icmp eq i32 %202, 101, !dbg !256
  br i1 %203, label %204, label %207, !dbg !257

204:                                              ; preds = %201
  %205 = load i32, i32* %19, align 4, !dbg !258
  %206 = add nsw i32 %205, 3, !dbg !258
  store i32 %206, i32* %19, align 4, !dbg !258
  br label %231, !dbg !259

207:                                              ; preds = %201
  %208 = load i32, i32* %21, align 4, !dbg !260
  %209 = icmp eq i32 %208, 555, !dbg !262
  br i1 %209, label %210, label %213, !dbg !263

210:                                              ; preds = %207
  %211 = load i32, i32* %19, align 4, !dbg !264
  %212 = add nsw i32 %211, 4, !dbg !264
  store i32 %212, i32* %19, align 4, !dbg !264
  br label %230, !dbg !265

213:                                              ; preds = %207
  %214 = load i32, i32* %21, align 4, !dbg !266
  %215 = icmp eq i32 %214, 999, !dbg !268
  br i1 %215, label %216, label %219, !dbg !269

216:                                              ; preds = %213
  %217 = load i32, i32* %19, align 4, !dbg !270
  %218 = add nsw i32 %217, 5, !dbg !270
  store i32 %218, i32* %19, align 4, !dbg !270
  br label %229, !dbg !271

219:                                              ; preds = %213
  %220 = load i32, i32* %21, align 4, !dbg !272
  %221 = icmp ult i32 %220, 100, !dbg !274
  br i1 %221, label %222, label %225, !dbg !275

222:                                              ; preds = %219
  %223 = load i32, i32* %19, align 4, !dbg !276
  %224 = add nsw i32 %223, 6, !dbg !276
  store i32 %224, i32* %19, align 4, !dbg !276
  br label %228, !dbg !277

225:                                              ; preds = %219
  %226 = load i32, i32* %19, align 4, !dbg !278
  %227 = sub nsw i32 %226, 1, !dbg !278
  store i32 %227, i32* %19, align 4, !dbg !278
  br label %228

228:                                              ; preds = %225, %222
  br label %229

229:                                              ; preds = %228, %216
  br label %230

230:                                              ; preds = %229, %210
  br label %231

231:                                              ; preds = %230, %204
  br label %232

232:                                              ; preds = %231, %198
  br label %233

233:                                              ; preds = %232, %192
  br label %234, !dbg !279

234:                                              ; preds = %233
  %235 = load i32, i32* %20, align 4, !dbg !280
  %236 = add nsw i32 %235, 1, !dbg !280
  store i32 %236, i32* %20, align 4, !dbg !280
  br label %180, !dbg !281, !llvm.loop !282

237:                                              ; preds = %180
  %238 = load i32, i32* %19, align 4, !dbg !284
  %239 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %238), !dbg !285
  ret i32 0, !dbg !286
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @http_status(i32 noundef %0) #0 !dbg !287 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !293, metadata !DIExpression()), !dbg !294
  %4 = load i32, i32* %3, align 4, !dbg !295
  switch i32 %4, label %18 [
    i32 200, label %5
    i32 201, label %6
    i32 204, label %7
    i32 301, label %8
    i32 302, label %9
    i32 304, label %10
    i32 400, label %11
    i32 401, label %12
    i32 403, label %13
    i32 404, label %14
    i32 418, label %15
    i32 500, label %16
    i32 503, label %17
  ], !dbg !296

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i64 0, i64 0), i8** %2, align 8, !dbg !297
  br label %19, !dbg !297

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %2, align 8, !dbg !299
  br label %19, !dbg !299

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.10, i64 0, i64 0), i8** %2, align 8, !dbg !300
  br label %19, !dbg !300

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i8** %2, align 8, !dbg !301
  br label %19, !dbg !301

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0), i8** %2, align 8, !dbg !302
  br label %19, !dbg !302

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.13, i64 0, i64 0), i8** %2, align 8, !dbg !303
  br label %19, !dbg !303

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8** %2, align 8, !dbg !304
  br label %19, !dbg !304

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i64 0, i64 0), i8** %2, align 8, !dbg !305
  br label %19, !dbg !305

13:                                               ; preds = %1
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i8** %2, align 8, !dbg !306
  br label %19, !dbg !306

14:                                               ; preds = %1
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.17, i64 0, i64 0), i8** %2, align 8, !dbg !307
  br label %19, !dbg !307

15:                                               ; preds = %1
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.18, i64 0, i64 0), i8** %2, align 8, !dbg !308
  br label %19, !dbg !308

16:                                               ; preds = %1
  store i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.19, i64 0, i64 0), i8** %2, align 8, !dbg !309
  br label %19, !dbg !309

17:                                               ; preds = %1
  store i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0), i8** %2, align 8, !dbg !310
  br label %19, !dbg !310

18:                                               ; preds = %1
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0), i8** %2, align 8, !dbg !311
  br label %19, !dbg !311

19:                                               ; preds = %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %20 = load i8*, i8** %2, align 8, !dbg !312
  ret i8* %20, !dbg !312
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse_neg(i32 noundef %0) #0 !dbg !313 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !316, metadata !DIExpression()), !dbg !317
  %4 = load i32, i32* %3, align 4, !dbg !318
  switch i32 %4, label %14 [
    i32 -1000000, label %5
    i32 -77, label %6
    i32 -1, label %7
    i32 0, label %8
    i32 13, label %9
    i32 4096, label %10
    i32 65537, label %11
    i32 2147483647, label %12
    i32 -2147483648, label %13
  ], !dbg !319

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !320
  br label %15, !dbg !320

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !322
  br label %15, !dbg !322

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4, !dbg !323
  br label %15, !dbg !323

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !324
  br label %15, !dbg !324

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !325
  br label %15, !dbg !325

10:                                               ; preds = %1
  store i32 6, i32* %2, align 4, !dbg !326
  br label %15, !dbg !326

11:                                               ; preds = %1
  store i32 7, i32* %2, align 4, !dbg !327
  br label %15, !dbg !327

12:                                               ; preds = %1
  store i32 8, i32* %2, align 4, !dbg !328
  br label %15, !dbg !328

13:                                               ; preds = %1
  store i32 9, i32* %2, align 4, !dbg !329
  br label %15, !dbg !329

14:                                               ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !330
  br label %15, !dbg !330

15:                                               ; preds = %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %16 = load i32, i32* %2, align 4, !dbg !331
  ret i32 %16, !dbg !331
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse_ll(i64 noundef %0) #0 !dbg !332 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !335, metadata !DIExpression()), !dbg !336
  %4 = load i64, i64* %3, align 8, !dbg !337
  switch i64 %4, label %9 [
    i64 1099511627776, label %5
    i64 -1125899906842624, label %6
    i64 9223372036854775807, label %7
    i64 12345678901, label %8
  ], !dbg !338

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !339
  br label %10, !dbg !339

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !341
  br label %10, !dbg !341

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4, !dbg !342
  br label %10, !dbg !342

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !343
  br label %10, !dbg !343

9:                                                ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !344
  br label %10, !dbg !344

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, i32* %2, align 4, !dbg !345
  ret i32 %11, !dbg !345
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fall(i32 noundef %0) #0 !dbg !346 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !347, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.declare(metadata i32* %3, metadata !349, metadata !DIExpression()), !dbg !350
  store i32 0, i32* %3, align 4, !dbg !350
  %4 = load i32, i32* %2, align 4, !dbg !351
  switch i32 %4, label %21 [
    i32 5, label %5
    i32 4, label %8
    i32 3, label %11
    i32 2, label %14
    i32 1, label %17
    i32 100, label %20
  ], !dbg !352

5:                                                ; preds = %1
  %6 = load i32, i32* %3, align 4, !dbg !353
  %7 = add nsw i32 %6, 50, !dbg !353
  store i32 %7, i32* %3, align 4, !dbg !353
  br label %8, !dbg !355

8:                                                ; preds = %1, %5
  %9 = load i32, i32* %3, align 4, !dbg !356
  %10 = add nsw i32 %9, 40, !dbg !356
  store i32 %10, i32* %3, align 4, !dbg !356
  br label %11, !dbg !357

11:                                               ; preds = %1, %8
  %12 = load i32, i32* %3, align 4, !dbg !358
  %13 = add nsw i32 %12, 30, !dbg !358
  store i32 %13, i32* %3, align 4, !dbg !358
  br label %14, !dbg !359

14:                                               ; preds = %1, %11
  %15 = load i32, i32* %3, align 4, !dbg !360
  %16 = add nsw i32 %15, 20, !dbg !360
  store i32 %16, i32* %3, align 4, !dbg !360
  br label %17, !dbg !361

17:                                               ; preds = %1, %14
  %18 = load i32, i32* %3, align 4, !dbg !362
  %19 = add nsw i32 %18, 10, !dbg !362
  store i32 %19, i32* %3, align 4, !dbg !362
  br label %24, !dbg !363

20:                                               ; preds = %1
  store i32 -1, i32* %3, align 4, !dbg !364
  br label %21, !dbg !365

21:                                               ; preds = %1, %20
  %22 = load i32, i32* %3, align 4, !dbg !366
  %23 = sub nsw i32 %22, 7, !dbg !366
  store i32 %23, i32* %3, align 4, !dbg !366
  br label %24, !dbg !367

24:                                               ; preds = %21, %17
  %25 = load i32, i32* %3, align 4, !dbg !368
  ret i32 %25, !dbg !369
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @duff_copy(i16* noundef %0, i16* noundef %1, i32 noundef %2) #0 !dbg !370 {
  %4 = alloca i16*, align 8
  %5 = alloca i16*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i16* %0, i16** %4, align 8
  call void @llvm.dbg.declare(metadata i16** %4, metadata !376, metadata !DIExpression()), !dbg !377
  store i16* %1, i16** %5, align 8
  call void @llvm.dbg.declare(metadata i16** %5, metadata !378, metadata !DIExpression()), !dbg !379
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !380, metadata !DIExpression()), !dbg !381
  call void @llvm.dbg.declare(metadata i32* %7, metadata !382, metadata !DIExpression()), !dbg !383
  %8 = load i32, i32* %6, align 4, !dbg !384
  %9 = add nsw i32 %8, 7, !dbg !385
  %10 = sdiv i32 %9, 8, !dbg !386
  store i32 %10, i32* %7, align 4, !dbg !383
  %11 = load i32, i32* %6, align 4, !dbg !387
  %12 = srem i32 %11, 8, !dbg !388
  switch i32 %12, label %67 [
    i32 0, label %13
    i32 7, label %20
    i32 6, label %26
    i32 5, label %32
    i32 4, label %38
    i32 3, label %44
    i32 2, label %50
    i32 1, label %56
  ], !dbg !389

13:                                               ; preds = %3
  br label %14, !dbg !390

14:                                               ; preds = %62, %13
  %15 = load i16*, i16** %5, align 8, !dbg !392
  %16 = getelementptr inbounds i16, i16* %15, i32 1, !dbg !392
  store i16* %16, i16** %5, align 8, !dbg !392
  %17 = load i16, i16* %15, align 2, !dbg !394
  %18 = load i16*, i16** %4, align 8, !dbg !395
  %19 = getelementptr inbounds i16, i16* %18, i32 1, !dbg !395
  store i16* %19, i16** %4, align 8, !dbg !395
  store i16 %17, i16* %18, align 2, !dbg !396
  br label %20, !dbg !397

20:                                               ; preds = %3, %14
  %21 = load i16*, i16** %5, align 8, !dbg !398
  %22 = getelementptr inbounds i16, i16* %21, i32 1, !dbg !398
  store i16* %22, i16** %5, align 8, !dbg !398
  %23 = load i16, i16* %21, align 2, !dbg !399
  %24 = load i16*, i16** %4, align 8, !dbg !400
  %25 = getelementptr inbounds i16, i16* %24, i32 1, !dbg !400
  store i16* %25, i16** %4, align 8, !dbg !400
  store i16 %23, i16* %24, align 2, !dbg !401
  br label %26, !dbg !402

26:                                               ; preds = %3, %20
  %27 = load i16*, i16** %5, align 8, !dbg !403
  %28 = getelementptr inbounds i16, i16* %27, i32 1, !dbg !403
  store i16* %28, i16** %5, align 8, !dbg !403
  %29 = load i16, i16* %27, align 2, !dbg !404
  %30 = load i16*, i16** %4, align 8, !dbg !405
  %31 = getelementptr inbounds i16, i16* %30, i32 1, !dbg !405
  store i16* %31, i16** %4, align 8, !dbg !405
  store i16 %29, i16* %30, align 2, !dbg !406
  br label %32, !dbg !407

32:                                               ; preds = %3, %26
  %33 = load i16*, i16** %5, align 8, !dbg !408
  %34 = getelementptr inbounds i16, i16* %33, i32 1, !dbg !408
  store i16* %34, i16** %5, align 8, !dbg !408
  %35 = load i16, i16* %33, align 2, !dbg !409
  %36 = load i16*, i16** %4, align 8, !dbg !410
  %37 = getelementptr inbounds i16, i16* %36, i32 1, !dbg !410
  store i16* %37, i16** %4, align 8, !dbg !410
  store i16 %35, i16* %36, align 2, !dbg !411
  br label %38, !dbg !412

38:                                               ; preds = %3, %32
  %39 = load i16*, i16** %5, align 8, !dbg !413
  %40 = getelementptr inbounds i16, i16* %39, i32 1, !dbg !413
  store i16* %40, i16** %5, align 8, !dbg !413
  %41 = load i16, i16* %39, align 2, !dbg !414
  %42 = load i16*, i16** %4, align 8, !dbg !415
  %43 = getelementptr inbounds i16, i16* %42, i32 1, !dbg !415
  store i16* %43, i16** %4, align 8, !dbg !415
  store i16 %41, i16* %42, align 2, !dbg !416
  br label %44, !dbg !417

44:                                               ; preds = %3, %38
  %45 = load i16*, i16** %5, align 8, !dbg !418
  %46 = getelementptr inbounds i16, i16* %45, i32 1, !dbg !418
  store i16* %46, i16** %5, align 8, !dbg !418
  %47 = load i16, i16* %45, align 2, !dbg !419
  %48 = load i16*, i16** %4, align 8, !dbg !420
  %49 = getelementptr inbounds i16, i16* %48, i32 1, !dbg !420
  store i16* %49, i16** %4, align 8, !dbg !420
  store i16 %47, i16* %48, align 2, !dbg !421
  br label %50, !dbg !422

50:                                               ; preds = %3, %44
  %51 = load i16*, i16** %5, align 8, !dbg !423
  %52 = getelementptr inbounds i16, i16* %51, i32 1, !dbg !423
  store i16* %52, i16** %5, align 8, !dbg !423
  %53 = load i16, i16* %51, align 2, !dbg !424
  %54 = load i16*, i16** %4, align 8, !dbg !425
  %55 = getelementptr inbounds i16, i16* %54, i32 1, !dbg !425
  store i16* %55, i16** %4, align 8, !dbg !425
  store i16 %53, i16* %54, align 2, !dbg !426
  br label %56, !dbg !427

56:                                               ; preds = %3, %50
  %57 = load i16*, i16** %5, align 8, !dbg !428
  %58 = getelementptr inbounds i16, i16* %57, i32 1, !dbg !428
  store i16* %58, i16** %5, align 8, !dbg !428
  %59 = load i16, i16* %57, align 2, !dbg !429
  %60 = load i16*, i16** %4, align 8, !dbg !430
  %61 = getelementptr inbounds i16, i16* %60, i32 1, !dbg !430
  store i16* %61, i16** %4, align 8, !dbg !430
  store i16 %59, i16* %60, align 2, !dbg !431
  br label %62, !dbg !432

62:                                               ; preds = %56
  %63 = load i32, i32* %7, align 4, !dbg !433
  %64 = add nsw i32 %63, -1, !dbg !433
  store i32 %64, i32* %7, align 4, !dbg !433
  %65 = icmp sgt i32 %64, 0, !dbg !434
  br i1 %65, label %14, label %66, !dbg !432, !llvm.loop !435

66:                                               ; preds = %62
  br label %67, !dbg !437

67:                                               ; preds = %66, %3
  ret void, !dbg !438
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @char_kind(i8 noundef zeroext %0) #0 !dbg !439 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !442, metadata !DIExpression()), !dbg !443
  %4 = load i8, i8* %3, align 1, !dbg !444
  %5 = zext i8 %4 to i32, !dbg !444
  switch i32 %5, label %12 [
    i32 0, label %6
    i32 127, label %7
    i32 128, label %8
    i32 160, label %9
    i32 195, label %10
    i32 255, label %11
  ], !dbg !445

6:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !446
  br label %18, !dbg !446

7:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !448
  br label %18, !dbg !448

8:                                                ; preds = %1
  store i32 2, i32* %2, align 4, !dbg !449
  br label %18, !dbg !449

9:                                                ; preds = %1
  store i32 3, i32* %2, align 4, !dbg !450
  br label %18, !dbg !450

10:                                               ; preds = %1
  store i32 4, i32* %2, align 4, !dbg !451
  br label %18, !dbg !451

11:                                               ; preds = %1
  store i32 5, i32* %2, align 4, !dbg !452
  br label %18, !dbg !452

12:                                               ; preds = %1
  %13 = load i8, i8* %3, align 1, !dbg !453
  %14 = zext i8 %13 to i32, !dbg !453
  %15 = icmp slt i32 %14, 32, !dbg !454
  %16 = zext i1 %15 to i64, !dbg !453
  %17 = select i1 %15, i32 6, i32 7, !dbg !453
  store i32 %17, i32* %2, align 4, !dbg !455
  br label %18, !dbg !455

18:                                               ; preds = %12, %11, %10, %9, %8, %7, %6
  %19 = load i32, i32* %2, align 4, !dbg !456
  ret i32 %19, !dbg !456
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_sparse.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "2f213aa91206deeec233cbc2283537c9")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 91, type: !14, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "codes", scope: !13, file: !1, line: 92, type: !19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 352, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DILocation(line: 92, column: 9, scope: !13)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 93, type: !16)
!24 = distinct !DILexicalBlock(scope: !13, file: !1, line: 93, column: 5)
!25 = !DILocation(line: 93, column: 14, scope: !24)
!26 = !DILocation(line: 93, column: 10, scope: !24)
!27 = !DILocation(line: 93, column: 21, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 93, column: 5)
!29 = !DILocation(line: 93, column: 23, scope: !28)
!30 = !DILocation(line: 93, column: 5, scope: !24)
!31 = !DILocation(line: 94, column: 33, scope: !28)
!32 = !DILocation(line: 94, column: 27, scope: !28)
!33 = !DILocation(line: 94, column: 55, scope: !28)
!34 = !DILocation(line: 94, column: 49, scope: !28)
!35 = !DILocation(line: 94, column: 37, scope: !28)
!36 = !DILocation(line: 94, column: 9, scope: !28)
!37 = !DILocation(line: 93, column: 30, scope: !28)
!38 = !DILocation(line: 93, column: 5, scope: !28)
!39 = distinct !{!39, !30, !40, !41}
!40 = !DILocation(line: 94, column: 58, scope: !24)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocalVariable(name: "xs", scope: !13, file: !1, line: 95, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 384, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 12)
!46 = !DILocation(line: 95, column: 9, scope: !13)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 96, type: !16)
!48 = distinct !DILexicalBlock(scope: !13, file: !1, line: 96, column: 5)
!49 = !DILocation(line: 96, column: 14, scope: !48)
!50 = !DILocation(line: 96, column: 10, scope: !48)
!51 = !DILocation(line: 96, column: 21, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !1, line: 96, column: 5)
!53 = !DILocation(line: 96, column: 23, scope: !52)
!54 = !DILocation(line: 96, column: 5, scope: !48)
!55 = !DILocation(line: 97, column: 42, scope: !52)
!56 = !DILocation(line: 97, column: 39, scope: !52)
!57 = !DILocation(line: 97, column: 60, scope: !52)
!58 = !DILocation(line: 97, column: 57, scope: !52)
!59 = !DILocation(line: 97, column: 46, scope: !52)
!60 = !DILocation(line: 97, column: 9, scope: !52)
!61 = !DILocation(line: 96, column: 30, scope: !52)
!62 = !DILocation(line: 96, column: 5, scope: !52)
!63 = distinct !{!63, !54, !64, !41}
!64 = !DILocation(line: 97, column: 63, scope: !48)
!65 = !DILocalVariable(name: "ls", scope: !13, file: !1, line: 98, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 384, elements: !68)
!67 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!68 = !{!69}
!69 = !DISubrange(count: 6)
!70 = !DILocation(line: 98, column: 15, scope: !13)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 99, type: !16)
!72 = distinct !DILexicalBlock(scope: !13, file: !1, line: 99, column: 5)
!73 = !DILocation(line: 99, column: 14, scope: !72)
!74 = !DILocation(line: 99, column: 10, scope: !72)
!75 = !DILocation(line: 99, column: 21, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 99, column: 5)
!77 = !DILocation(line: 99, column: 23, scope: !76)
!78 = !DILocation(line: 99, column: 5, scope: !72)
!79 = !DILocation(line: 100, column: 43, scope: !76)
!80 = !DILocation(line: 100, column: 40, scope: !76)
!81 = !DILocation(line: 100, column: 60, scope: !76)
!82 = !DILocation(line: 100, column: 57, scope: !76)
!83 = !DILocation(line: 100, column: 47, scope: !76)
!84 = !DILocation(line: 100, column: 9, scope: !76)
!85 = !DILocation(line: 99, column: 29, scope: !76)
!86 = !DILocation(line: 99, column: 5, scope: !76)
!87 = distinct !{!87, !78, !88, !41}
!88 = !DILocation(line: 100, column: 63, scope: !72)
!89 = !DILocalVariable(name: "n", scope: !90, file: !1, line: 101, type: !16)
!90 = distinct !DILexicalBlock(scope: !13, file: !1, line: 101, column: 5)
!91 = !DILocation(line: 101, column: 14, scope: !90)
!92 = !DILocation(line: 101, column: 10, scope: !90)
!93 = !DILocation(line: 101, column: 22, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 101, column: 5)
!95 = !DILocation(line: 101, column: 24, scope: !94)
!96 = !DILocation(line: 101, column: 5, scope: !90)
!97 = !DILocation(line: 102, column: 33, scope: !94)
!98 = !DILocation(line: 102, column: 41, scope: !94)
!99 = !DILocation(line: 102, column: 36, scope: !94)
!100 = !DILocation(line: 102, column: 9, scope: !94)
!101 = !DILocation(line: 101, column: 31, scope: !94)
!102 = !DILocation(line: 101, column: 5, scope: !94)
!103 = distinct !{!103, !96, !104, !41}
!104 = !DILocation(line: 102, column: 43, scope: !90)
!105 = !DILocation(line: 103, column: 30, scope: !13)
!106 = !DILocation(line: 103, column: 5, scope: !13)
!107 = !DILocalVariable(name: "src", scope: !13, file: !1, line: 104, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 592, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 37)
!111 = !DILocation(line: 104, column: 11, scope: !13)
!112 = !DILocalVariable(name: "dst", scope: !13, file: !1, line: 104, type: !108)
!113 = !DILocation(line: 104, column: 20, scope: !13)
!114 = !DILocalVariable(name: "count", scope: !115, file: !1, line: 105, type: !16)
!115 = distinct !DILexicalBlock(scope: !13, file: !1, line: 105, column: 5)
!116 = !DILocation(line: 105, column: 14, scope: !115)
!117 = !DILocation(line: 105, column: 10, scope: !115)
!118 = !DILocation(line: 105, column: 25, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !1, line: 105, column: 5)
!120 = !DILocation(line: 105, column: 31, scope: !119)
!121 = !DILocation(line: 105, column: 5, scope: !115)
!122 = !DILocalVariable(name: "i", scope: !123, file: !1, line: 106, type: !16)
!123 = distinct !DILexicalBlock(scope: !124, file: !1, line: 106, column: 9)
!124 = distinct !DILexicalBlock(scope: !119, file: !1, line: 105, column: 50)
!125 = !DILocation(line: 106, column: 18, scope: !123)
!126 = !DILocation(line: 106, column: 14, scope: !123)
!127 = !DILocation(line: 106, column: 25, scope: !128)
!128 = distinct !DILexicalBlock(scope: !123, file: !1, line: 106, column: 9)
!129 = !DILocation(line: 106, column: 27, scope: !128)
!130 = !DILocation(line: 106, column: 9, scope: !123)
!131 = !DILocation(line: 107, column: 30, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !1, line: 106, column: 38)
!133 = !DILocation(line: 107, column: 32, scope: !132)
!134 = !DILocation(line: 107, column: 37, scope: !132)
!135 = !DILocation(line: 107, column: 22, scope: !132)
!136 = !DILocation(line: 107, column: 17, scope: !132)
!137 = !DILocation(line: 107, column: 13, scope: !132)
!138 = !DILocation(line: 107, column: 20, scope: !132)
!139 = !DILocation(line: 108, column: 17, scope: !132)
!140 = !DILocation(line: 108, column: 13, scope: !132)
!141 = !DILocation(line: 108, column: 20, scope: !132)
!142 = !DILocation(line: 109, column: 9, scope: !132)
!143 = !DILocation(line: 106, column: 34, scope: !128)
!144 = !DILocation(line: 106, column: 9, scope: !128)
!145 = distinct !{!145, !130, !146, !41}
!146 = !DILocation(line: 109, column: 9, scope: !123)
!147 = !DILocation(line: 110, column: 13, scope: !148)
!148 = distinct !DILexicalBlock(scope: !124, file: !1, line: 110, column: 13)
!149 = !DILocation(line: 110, column: 19, scope: !148)
!150 = !DILocation(line: 110, column: 13, scope: !124)
!151 = !DILocation(line: 111, column: 23, scope: !148)
!152 = !DILocation(line: 111, column: 28, scope: !148)
!153 = !DILocation(line: 111, column: 33, scope: !148)
!154 = !DILocation(line: 111, column: 13, scope: !148)
!155 = !DILocalVariable(name: "sum", scope: !124, file: !1, line: 112, type: !16)
!156 = !DILocation(line: 112, column: 13, scope: !124)
!157 = !DILocalVariable(name: "i", scope: !158, file: !1, line: 113, type: !16)
!158 = distinct !DILexicalBlock(scope: !124, file: !1, line: 113, column: 9)
!159 = !DILocation(line: 113, column: 18, scope: !158)
!160 = !DILocation(line: 113, column: 14, scope: !158)
!161 = !DILocation(line: 113, column: 25, scope: !162)
!162 = distinct !DILexicalBlock(scope: !158, file: !1, line: 113, column: 9)
!163 = !DILocation(line: 113, column: 27, scope: !162)
!164 = !DILocation(line: 113, column: 9, scope: !158)
!165 = !DILocation(line: 114, column: 24, scope: !162)
!166 = !DILocation(line: 114, column: 20, scope: !162)
!167 = !DILocation(line: 114, column: 17, scope: !162)
!168 = !DILocation(line: 114, column: 13, scope: !162)
!169 = !DILocation(line: 113, column: 34, scope: !162)
!170 = !DILocation(line: 113, column: 9, scope: !162)
!171 = distinct !{!171, !164, !172, !41}
!172 = !DILocation(line: 114, column: 25, scope: !158)
!173 = !DILocation(line: 115, column: 42, scope: !124)
!174 = !DILocation(line: 115, column: 49, scope: !124)
!175 = !DILocation(line: 115, column: 9, scope: !124)
!176 = !DILocation(line: 116, column: 5, scope: !124)
!177 = !DILocation(line: 105, column: 44, scope: !119)
!178 = !DILocation(line: 105, column: 5, scope: !119)
!179 = distinct !{!179, !121, !180, !41}
!180 = !DILocation(line: 116, column: 5, scope: !115)
!181 = !DILocalVariable(name: "hist", scope: !13, file: !1, line: 117, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !183, size: 256, elements: !184)
!183 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!184 = !{!185}
!185 = !DISubrange(count: 8)
!186 = !DILocation(line: 117, column: 14, scope: !13)
!187 = !DILocalVariable(name: "c", scope: !188, file: !1, line: 118, type: !183)
!188 = distinct !DILexicalBlock(scope: !13, file: !1, line: 118, column: 5)
!189 = !DILocation(line: 118, column: 19, scope: !188)
!190 = !DILocation(line: 118, column: 10, scope: !188)
!191 = !DILocation(line: 118, column: 26, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !1, line: 118, column: 5)
!193 = !DILocation(line: 118, column: 28, scope: !192)
!194 = !DILocation(line: 118, column: 5, scope: !188)
!195 = !DILocation(line: 119, column: 39, scope: !192)
!196 = !DILocation(line: 119, column: 24, scope: !192)
!197 = !DILocation(line: 119, column: 14, scope: !192)
!198 = !DILocation(line: 119, column: 9, scope: !192)
!199 = !DILocation(line: 119, column: 42, scope: !192)
!200 = !DILocation(line: 118, column: 36, scope: !192)
!201 = !DILocation(line: 118, column: 5, scope: !192)
!202 = distinct !{!202, !194, !203, !41}
!203 = !DILocation(line: 119, column: 42, scope: !188)
!204 = !DILocalVariable(name: "i", scope: !205, file: !1, line: 120, type: !16)
!205 = distinct !DILexicalBlock(scope: !13, file: !1, line: 120, column: 5)
!206 = !DILocation(line: 120, column: 14, scope: !205)
!207 = !DILocation(line: 120, column: 10, scope: !205)
!208 = !DILocation(line: 120, column: 21, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !1, line: 120, column: 5)
!210 = !DILocation(line: 120, column: 23, scope: !209)
!211 = !DILocation(line: 120, column: 5, scope: !205)
!212 = !DILocation(line: 121, column: 33, scope: !209)
!213 = !DILocation(line: 121, column: 41, scope: !209)
!214 = !DILocation(line: 121, column: 36, scope: !209)
!215 = !DILocation(line: 121, column: 9, scope: !209)
!216 = !DILocation(line: 120, column: 29, scope: !209)
!217 = !DILocation(line: 120, column: 5, scope: !209)
!218 = distinct !{!218, !211, !219, !41}
!219 = !DILocation(line: 121, column: 43, scope: !205)
!220 = !DILocalVariable(name: "h", scope: !13, file: !1, line: 123, type: !183)
!221 = !DILocation(line: 123, column: 14, scope: !13)
!222 = !DILocalVariable(name: "tally", scope: !13, file: !1, line: 124, type: !16)
!223 = !DILocation(line: 124, column: 9, scope: !13)
!224 = !DILocalVariable(name: "i", scope: !225, file: !1, line: 125, type: !16)
!225 = distinct !DILexicalBlock(scope: !13, file: !1, line: 125, column: 5)
!226 = !DILocation(line: 125, column: 14, scope: !225)
!227 = !DILocation(line: 125, column: 10, scope: !225)
!228 = !DILocation(line: 125, column: 21, scope: !229)
!229 = distinct !DILexicalBlock(scope: !225, file: !1, line: 125, column: 5)
!230 = !DILocation(line: 125, column: 23, scope: !229)
!231 = !DILocation(line: 125, column: 5, scope: !225)
!232 = !DILocation(line: 126, column: 13, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !1, line: 125, column: 35)
!234 = !DILocation(line: 126, column: 15, scope: !233)
!235 = !DILocation(line: 126, column: 29, scope: !233)
!236 = !DILocation(line: 126, column: 11, scope: !233)
!237 = !DILocalVariable(name: "k", scope: !233, file: !1, line: 127, type: !183)
!238 = !DILocation(line: 127, column: 18, scope: !233)
!239 = !DILocation(line: 127, column: 23, scope: !233)
!240 = !DILocation(line: 127, column: 25, scope: !233)
!241 = !DILocation(line: 127, column: 32, scope: !233)
!242 = !DILocation(line: 128, column: 13, scope: !243)
!243 = distinct !DILexicalBlock(scope: !233, file: !1, line: 128, column: 13)
!244 = !DILocation(line: 128, column: 15, scope: !243)
!245 = !DILocation(line: 128, column: 13, scope: !233)
!246 = !DILocation(line: 128, column: 27, scope: !243)
!247 = !DILocation(line: 128, column: 21, scope: !243)
!248 = !DILocation(line: 129, column: 18, scope: !249)
!249 = distinct !DILexicalBlock(scope: !243, file: !1, line: 129, column: 18)
!250 = !DILocation(line: 129, column: 20, scope: !249)
!251 = !DILocation(line: 129, column: 18, scope: !243)
!252 = !DILocation(line: 129, column: 33, scope: !249)
!253 = !DILocation(line: 129, column: 27, scope: !249)
!254 = !DILocation(line: 130, column: 18, scope: !255)
!255 = distinct !DILexicalBlock(scope: !249, file: !1, line: 130, column: 18)
!256 = !DILocation(line: 130, column: 20, scope: !255)
!257 = !DILocation(line: 130, column: 18, scope: !249)
!258 = !DILocation(line: 130, column: 34, scope: !255)
!259 = !DILocation(line: 130, column: 28, scope: !255)
!260 = !DILocation(line: 131, column: 18, scope: !261)
!261 = distinct !DILexicalBlock(scope: !255, file: !1, line: 131, column: 18)
!262 = !DILocation(line: 131, column: 20, scope: !261)
!263 = !DILocation(line: 131, column: 18, scope: !255)
!264 = !DILocation(line: 131, column: 34, scope: !261)
!265 = !DILocation(line: 131, column: 28, scope: !261)
!266 = !DILocation(line: 132, column: 18, scope: !267)
!267 = distinct !DILexicalBlock(scope: !261, file: !1, line: 132, column: 18)
!268 = !DILocation(line: 132, column: 20, scope: !267)
!269 = !DILocation(line: 132, column: 18, scope: !261)
!270 = !DILocation(line: 132, column: 34, scope: !267)
!271 = !DILocation(line: 132, column: 28, scope: !267)
!272 = !DILocation(line: 133, column: 18, scope: !273)
!273 = distinct !DILexicalBlock(scope: !267, file: !1, line: 133, column: 18)
!274 = !DILocation(line: 133, column: 20, scope: !273)
!275 = !DILocation(line: 133, column: 18, scope: !267)
!276 = !DILocation(line: 133, column: 33, scope: !273)
!277 = !DILocation(line: 133, column: 27, scope: !273)
!278 = !DILocation(line: 134, column: 20, scope: !273)
!279 = !DILocation(line: 135, column: 5, scope: !233)
!280 = !DILocation(line: 125, column: 31, scope: !229)
!281 = !DILocation(line: 125, column: 5, scope: !229)
!282 = distinct !{!282, !231, !283, !41}
!283 = !DILocation(line: 135, column: 5, scope: !225)
!284 = !DILocation(line: 136, column: 26, scope: !13)
!285 = !DILocation(line: 136, column: 5, scope: !13)
!286 = !DILocation(line: 137, column: 5, scope: !13)
!287 = distinct !DISubprogram(name: "http_status", scope: !1, file: !1, line: 5, type: !288, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!288 = !DISubroutineType(types: !289)
!289 = !{!290, !16}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !292)
!292 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!293 = !DILocalVariable(name: "code", arg: 1, scope: !287, file: !1, line: 5, type: !16)
!294 = !DILocation(line: 5, column: 36, scope: !287)
!295 = !DILocation(line: 6, column: 13, scope: !287)
!296 = !DILocation(line: 6, column: 5, scope: !287)
!297 = !DILocation(line: 7, column: 15, scope: !298)
!298 = distinct !DILexicalBlock(scope: !287, file: !1, line: 6, column: 19)
!299 = !DILocation(line: 8, column: 15, scope: !298)
!300 = !DILocation(line: 9, column: 15, scope: !298)
!301 = !DILocation(line: 10, column: 15, scope: !298)
!302 = !DILocation(line: 11, column: 15, scope: !298)
!303 = !DILocation(line: 12, column: 15, scope: !298)
!304 = !DILocation(line: 13, column: 15, scope: !298)
!305 = !DILocation(line: 14, column: 15, scope: !298)
!306 = !DILocation(line: 15, column: 15, scope: !298)
!307 = !DILocation(line: 16, column: 15, scope: !298)
!308 = !DILocation(line: 17, column: 15, scope: !298)
!309 = !DILocation(line: 18, column: 15, scope: !298)
!310 = !DILocation(line: 19, column: 15, scope: !298)
!311 = !DILocation(line: 20, column: 14, scope: !298)
!312 = !DILocation(line: 22, column: 1, scope: !287)
!313 = distinct !DISubprogram(name: "sparse_neg", scope: !1, file: !1, line: 24, type: !314, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!314 = !DISubroutineType(types: !315)
!315 = !{!16, !16}
!316 = !DILocalVariable(name: "x", arg: 1, scope: !313, file: !1, line: 24, type: !16)
!317 = !DILocation(line: 24, column: 27, scope: !313)
!318 = !DILocation(line: 25, column: 13, scope: !313)
!319 = !DILocation(line: 25, column: 5, scope: !313)
!320 = !DILocation(line: 26, column: 20, scope: !321)
!321 = distinct !DILexicalBlock(scope: !313, file: !1, line: 25, column: 16)
!322 = !DILocation(line: 27, column: 15, scope: !321)
!323 = !DILocation(line: 28, column: 14, scope: !321)
!324 = !DILocation(line: 29, column: 13, scope: !321)
!325 = !DILocation(line: 30, column: 14, scope: !321)
!326 = !DILocation(line: 31, column: 16, scope: !321)
!327 = !DILocation(line: 32, column: 17, scope: !321)
!328 = !DILocation(line: 33, column: 22, scope: !321)
!329 = !DILocation(line: 34, column: 27, scope: !321)
!330 = !DILocation(line: 35, column: 14, scope: !321)
!331 = !DILocation(line: 37, column: 1, scope: !313)
!332 = distinct !DISubprogram(name: "sparse_ll", scope: !1, file: !1, line: 39, type: !333, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!333 = !DISubroutineType(types: !334)
!334 = !{!16, !67}
!335 = !DILocalVariable(name: "x", arg: 1, scope: !332, file: !1, line: 39, type: !67)
!336 = !DILocation(line: 39, column: 32, scope: !332)
!337 = !DILocation(line: 40, column: 13, scope: !332)
!338 = !DILocation(line: 40, column: 5, scope: !332)
!339 = !DILocation(line: 41, column: 21, scope: !340)
!340 = distinct !DILexicalBlock(scope: !332, file: !1, line: 40, column: 16)
!341 = !DILocation(line: 42, column: 24, scope: !340)
!342 = !DILocation(line: 43, column: 32, scope: !340)
!343 = !DILocation(line: 44, column: 25, scope: !340)
!344 = !DILocation(line: 45, column: 14, scope: !340)
!345 = !DILocation(line: 47, column: 1, scope: !332)
!346 = distinct !DISubprogram(name: "fall", scope: !1, file: !1, line: 50, type: !314, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!347 = !DILocalVariable(name: "n", arg: 1, scope: !346, file: !1, line: 50, type: !16)
!348 = !DILocation(line: 50, column: 21, scope: !346)
!349 = !DILocalVariable(name: "r", scope: !346, file: !1, line: 51, type: !16)
!350 = !DILocation(line: 51, column: 9, scope: !346)
!351 = !DILocation(line: 52, column: 13, scope: !346)
!352 = !DILocation(line: 52, column: 5, scope: !346)
!353 = !DILocation(line: 53, column: 15, scope: !354)
!354 = distinct !DILexicalBlock(scope: !346, file: !1, line: 52, column: 16)
!355 = !DILocation(line: 53, column: 13, scope: !354)
!356 = !DILocation(line: 54, column: 15, scope: !354)
!357 = !DILocation(line: 54, column: 13, scope: !354)
!358 = !DILocation(line: 55, column: 15, scope: !354)
!359 = !DILocation(line: 55, column: 13, scope: !354)
!360 = !DILocation(line: 56, column: 15, scope: !354)
!361 = !DILocation(line: 56, column: 13, scope: !354)
!362 = !DILocation(line: 57, column: 15, scope: !354)
!363 = !DILocation(line: 57, column: 22, scope: !354)
!364 = !DILocation(line: 58, column: 17, scope: !354)
!365 = !DILocation(line: 58, column: 15, scope: !354)
!366 = !DILocation(line: 59, column: 16, scope: !354)
!367 = !DILocation(line: 60, column: 5, scope: !354)
!368 = !DILocation(line: 61, column: 12, scope: !346)
!369 = !DILocation(line: 61, column: 5, scope: !346)
!370 = distinct !DISubprogram(name: "duff_copy", scope: !1, file: !1, line: 64, type: !371, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !373, !374, !16}
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!376 = !DILocalVariable(name: "to", arg: 1, scope: !370, file: !1, line: 64, type: !373)
!377 = !DILocation(line: 64, column: 30, scope: !370)
!378 = !DILocalVariable(name: "from", arg: 2, scope: !370, file: !1, line: 64, type: !374)
!379 = !DILocation(line: 64, column: 47, scope: !370)
!380 = !DILocalVariable(name: "count", arg: 3, scope: !370, file: !1, line: 64, type: !16)
!381 = !DILocation(line: 64, column: 57, scope: !370)
!382 = !DILocalVariable(name: "n", scope: !370, file: !1, line: 65, type: !16)
!383 = !DILocation(line: 65, column: 9, scope: !370)
!384 = !DILocation(line: 65, column: 14, scope: !370)
!385 = !DILocation(line: 65, column: 20, scope: !370)
!386 = !DILocation(line: 65, column: 25, scope: !370)
!387 = !DILocation(line: 66, column: 13, scope: !370)
!388 = !DILocation(line: 66, column: 19, scope: !370)
!389 = !DILocation(line: 66, column: 5, scope: !370)
!390 = !DILocation(line: 67, column: 13, scope: !391)
!391 = distinct !DILexicalBlock(scope: !370, file: !1, line: 66, column: 24)
!392 = !DILocation(line: 67, column: 31, scope: !393)
!393 = distinct !DILexicalBlock(scope: !391, file: !1, line: 67, column: 16)
!394 = !DILocation(line: 67, column: 26, scope: !393)
!395 = !DILocation(line: 67, column: 21, scope: !393)
!396 = !DILocation(line: 67, column: 24, scope: !393)
!397 = !DILocation(line: 67, column: 18, scope: !393)
!398 = !DILocation(line: 68, column: 26, scope: !393)
!399 = !DILocation(line: 68, column: 21, scope: !393)
!400 = !DILocation(line: 68, column: 16, scope: !393)
!401 = !DILocation(line: 68, column: 19, scope: !393)
!402 = !DILocation(line: 68, column: 13, scope: !393)
!403 = !DILocation(line: 69, column: 26, scope: !393)
!404 = !DILocation(line: 69, column: 21, scope: !393)
!405 = !DILocation(line: 69, column: 16, scope: !393)
!406 = !DILocation(line: 69, column: 19, scope: !393)
!407 = !DILocation(line: 69, column: 13, scope: !393)
!408 = !DILocation(line: 70, column: 26, scope: !393)
!409 = !DILocation(line: 70, column: 21, scope: !393)
!410 = !DILocation(line: 70, column: 16, scope: !393)
!411 = !DILocation(line: 70, column: 19, scope: !393)
!412 = !DILocation(line: 70, column: 13, scope: !393)
!413 = !DILocation(line: 71, column: 26, scope: !393)
!414 = !DILocation(line: 71, column: 21, scope: !393)
!415 = !DILocation(line: 71, column: 16, scope: !393)
!416 = !DILocation(line: 71, column: 19, scope: !393)
!417 = !DILocation(line: 71, column: 13, scope: !393)
!418 = !DILocation(line: 72, column: 26, scope: !393)
!419 = !DILocation(line: 72, column: 21, scope: !393)
!420 = !DILocation(line: 72, column: 16, scope: !393)
!421 = !DILocation(line: 72, column: 19, scope: !393)
!422 = !DILocation(line: 72, column: 13, scope: !393)
!423 = !DILocation(line: 73, column: 26, scope: !393)
!424 = !DILocation(line: 73, column: 21, scope: !393)
!425 = !DILocation(line: 73, column: 16, scope: !393)
!426 = !DILocation(line: 73, column: 19, scope: !393)
!427 = !DILocation(line: 73, column: 13, scope: !393)
!428 = !DILocation(line: 74, column: 26, scope: !393)
!429 = !DILocation(line: 74, column: 21, scope: !393)
!430 = !DILocation(line: 74, column: 16, scope: !393)
!431 = !DILocation(line: 74, column: 19, scope: !393)
!432 = !DILocation(line: 75, column: 13, scope: !393)
!433 = !DILocation(line: 75, column: 22, scope: !391)
!434 = !DILocation(line: 75, column: 26, scope: !391)
!435 = distinct !{!435, !390, !436, !41}
!436 = !DILocation(line: 75, column: 29, scope: !391)
!437 = !DILocation(line: 76, column: 5, scope: !391)
!438 = !DILocation(line: 77, column: 1, scope: !370)
!439 = distinct !DISubprogram(name: "char_kind", scope: !1, file: !1, line: 79, type: !440, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!440 = !DISubroutineType(types: !441)
!441 = !{!183, !4}
!442 = !DILocalVariable(name: "c", arg: 1, scope: !439, file: !1, line: 79, type: !4)
!443 = !DILocation(line: 79, column: 41, scope: !439)
!444 = !DILocation(line: 80, column: 13, scope: !439)
!445 = !DILocation(line: 80, column: 5, scope: !439)
!446 = !DILocation(line: 81, column: 16, scope: !447)
!447 = distinct !DILexicalBlock(scope: !439, file: !1, line: 80, column: 16)
!448 = !DILocation(line: 82, column: 16, scope: !447)
!449 = !DILocation(line: 83, column: 16, scope: !447)
!450 = !DILocation(line: 84, column: 16, scope: !447)
!451 = !DILocation(line: 85, column: 16, scope: !447)
!452 = !DILocation(line: 86, column: 16, scope: !447)
!453 = !DILocation(line: 87, column: 21, scope: !447)
!454 = !DILocation(line: 87, column: 23, scope: !447)
!455 = !DILocation(line: 87, column: 14, scope: !447)
!456 = !DILocation(line: 89, column: 1, scope: !439)
