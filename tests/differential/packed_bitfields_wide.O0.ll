; ModuleID = 'packed_bitfields_wide.c'
source_filename = "packed_bitfields_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.s136 = type { [17 x i8] }
%struct.s168 = type { i8, [21 x i8] }

@.str = private unnamed_addr constant [3 x i8] c"g1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"g1'\00", align 1, !dbg !7
@arr = internal global [3 x %struct.s136] zeroinitializer, align 16, !dbg !12
@.str.2 = private unnamed_addr constant [8 x i8] c"arr[%d]\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [47 x i8] c"g2: tag=%c f=%u g=%d h=%u i=%d j=%u k=%d l=%u\0A\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [41 x i8] c"g2': f=%u g=%d h=%u i=%d j=%u k=%d l=%u\0A\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [33 x i8] c"g3: x=%llx y=%lld z=%llu w=%lld\0A\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [34 x i8] c"g3': x=%llx y=%lld z=%llx w=%lld\0A\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1, !dbg !52
@.str.8 = private unnamed_addr constant [11 x i8] c"crc: %08x\0A\00", align 1, !dbg !57
@crc = internal global i32 0, align 4, !dbg !62
@.str.9 = private unnamed_addr constant [30 x i8] c"%s: a=%d b=%u c=%d d=%u e=%d\0A\00", align 1, !dbg !64
@g1 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -5, i8 -1, i8 -1, i8 -1, i8 -9, i8 -26, i8 -43, i8 112, i8 86, i8 52, i8 18, i8 -4, i8 -1, i8 -1, i8 127, i8 -10, i8 -1 }, align 1, !dbg !69
@g2 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 113, i8 -28, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 127, i8 0, i8 0, i8 0, i8 -64, i8 28, i8 24, i8 0, i8 -128, i8 24, i8 106, i8 0, i8 -128 }, align 1, !dbg !79
@g3 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -2, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 63, i8 3, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -125 }, align 1, !dbg !91

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !113 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.s136, align 8
  %3 = alloca %struct.s136, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [8 x i8], align 1
  %7 = alloca %struct.s136, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 1 @g1, i64 17, i1 false), !dbg !117
  call void @dump136(ptr noundef @.str, ptr noundef byval(%struct.s136) align 8 %2), !dbg !117
  %11 = load i136, ptr @g1, align 1, !dbg !118
  %12 = shl i136 %11, 105, !dbg !118
  %13 = ashr i136 %12, 105, !dbg !118
  %14 = trunc i136 %13 to i32, !dbg !118
  %15 = mul nsw i32 %14, 3, !dbg !119
  %16 = sub nsw i32 %15, 1, !dbg !120
  %17 = zext i32 %16 to i136, !dbg !121
  %18 = load i136, ptr @g1, align 1, !dbg !121
  %19 = and i136 %17, 2147483647, !dbg !121
  %20 = and i136 %18, -2147483648, !dbg !121
  %21 = or i136 %20, %19, !dbg !121
  store i136 %21, ptr @g1, align 1, !dbg !121
  %22 = shl i136 %19, 105, !dbg !121
  %23 = ashr i136 %22, 105, !dbg !121
  %24 = trunc i136 %23 to i32, !dbg !121
  %25 = load i136, ptr @g1, align 1, !dbg !122
  %26 = lshr i136 %25, 31, !dbg !122
  %27 = and i136 %26, 536870911, !dbg !122
  %28 = trunc i136 %27 to i32, !dbg !122
  %29 = add nsw i32 %28, 7, !dbg !122
  %30 = zext i32 %29 to i136, !dbg !122
  %31 = load i136, ptr @g1, align 1, !dbg !122
  %32 = and i136 %30, 536870911, !dbg !122
  %33 = shl i136 %32, 31, !dbg !122
  %34 = and i136 %31, -1152921502459363329, !dbg !122
  %35 = or i136 %34, %33, !dbg !122
  store i136 %35, ptr @g1, align 1, !dbg !122
  %36 = trunc i136 %32 to i32, !dbg !122
  %37 = load i136, ptr @g1, align 1, !dbg !123
  %38 = shl i136 %37, 46, !dbg !123
  %39 = ashr i136 %38, 106, !dbg !123
  %40 = trunc i136 %39 to i32, !dbg !123
  %41 = sub nsw i32 0, %40, !dbg !124
  %42 = zext i32 %41 to i136, !dbg !125
  %43 = load i136, ptr @g1, align 1, !dbg !125
  %44 = and i136 %42, 1073741823, !dbg !125
  %45 = shl i136 %44, 60, !dbg !125
  %46 = and i136 %43, -1237940038132458770292277249, !dbg !125
  %47 = or i136 %46, %45, !dbg !125
  store i136 %47, ptr @g1, align 1, !dbg !125
  %48 = shl i136 %44, 106, !dbg !125
  %49 = ashr i136 %48, 106, !dbg !125
  %50 = trunc i136 %49 to i32, !dbg !125
  %51 = load i136, ptr @g1, align 1, !dbg !126
  %52 = lshr i136 %51, 90, !dbg !126
  %53 = and i136 %52, 134217727, !dbg !126
  %54 = trunc i136 %53 to i32, !dbg !126
  %55 = xor i32 %54, 89478485, !dbg !126
  %56 = zext i32 %55 to i136, !dbg !126
  %57 = load i136, ptr @g1, align 1, !dbg !126
  %58 = and i136 %56, 134217727, !dbg !126
  %59 = shl i136 %58, 90, !dbg !126
  %60 = and i136 %57, -166153498235174444827595607635918849, !dbg !126
  %61 = or i136 %60, %59, !dbg !126
  store i136 %61, ptr @g1, align 1, !dbg !126
  %62 = trunc i136 %58 to i32, !dbg !126
  %63 = load i136, ptr @g1, align 1, !dbg !127
  %64 = ashr i136 %63, 117, !dbg !127
  %65 = trunc i136 %64 to i32, !dbg !127
  %66 = ashr i32 %65, 2, !dbg !128
  %67 = zext i32 %66 to i136, !dbg !129
  %68 = load i136, ptr @g1, align 1, !dbg !129
  %69 = and i136 %67, 524287, !dbg !129
  %70 = shl i136 %69, 117, !dbg !129
  %71 = and i136 %68, 166153499473114484112975882535043071, !dbg !129
  %72 = or i136 %71, %70, !dbg !129
  store i136 %72, ptr @g1, align 1, !dbg !129
  %73 = shl i136 %69, 117, !dbg !129
  %74 = ashr i136 %73, 117, !dbg !129
  %75 = trunc i136 %74 to i32, !dbg !129
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 1 @g1, i64 17, i1 false), !dbg !130
  call void @dump136(ptr noundef @.str.1, ptr noundef byval(%struct.s136) align 8 %3), !dbg !130
    #dbg_declare(ptr %4, !131, !DIExpression(), !133)
  store i32 0, ptr %4, align 4, !dbg !133
  br label %76, !dbg !134

76:                                               ; preds = %157, %0
  %77 = load i32, ptr %4, align 4, !dbg !135
  %78 = icmp slt i32 %77, 3, !dbg !137
  br i1 %78, label %79, label %160, !dbg !138

79:                                               ; preds = %76
  %80 = load i32, ptr %4, align 4, !dbg !139
  %81 = sub nsw i32 %80, 1, !dbg !141
  %82 = load i32, ptr %4, align 4, !dbg !142
  %83 = sext i32 %82 to i64, !dbg !143
  %84 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %83, !dbg !143
  %85 = zext i32 %81 to i136, !dbg !144
  %86 = load i136, ptr %84, align 1, !dbg !144
  %87 = and i136 %85, 2147483647, !dbg !144
  %88 = and i136 %86, -2147483648, !dbg !144
  %89 = or i136 %88, %87, !dbg !144
  store i136 %89, ptr %84, align 1, !dbg !144
  %90 = shl i136 %87, 105, !dbg !144
  %91 = ashr i136 %90, 105, !dbg !144
  %92 = trunc i136 %91 to i32, !dbg !144
  %93 = load i32, ptr %4, align 4, !dbg !145
  %94 = mul nsw i32 %93, 16777217, !dbg !146
  %95 = load i32, ptr %4, align 4, !dbg !147
  %96 = sext i32 %95 to i64, !dbg !148
  %97 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %96, !dbg !148
  %98 = zext i32 %94 to i136, !dbg !149
  %99 = load i136, ptr %97, align 1, !dbg !149
  %100 = and i136 %98, 536870911, !dbg !149
  %101 = shl i136 %100, 31, !dbg !149
  %102 = and i136 %99, -1152921502459363329, !dbg !149
  %103 = or i136 %102, %101, !dbg !149
  store i136 %103, ptr %97, align 1, !dbg !149
  %104 = trunc i136 %100 to i32, !dbg !149
  %105 = load i32, ptr %4, align 4, !dbg !150
  %106 = shl i32 %105, 20, !dbg !151
  %107 = sub nsw i32 0, %106, !dbg !152
  %108 = load i32, ptr %4, align 4, !dbg !153
  %109 = sext i32 %108 to i64, !dbg !154
  %110 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %109, !dbg !154
  %111 = zext i32 %107 to i136, !dbg !155
  %112 = load i136, ptr %110, align 1, !dbg !155
  %113 = and i136 %111, 1073741823, !dbg !155
  %114 = shl i136 %113, 60, !dbg !155
  %115 = and i136 %112, -1237940038132458770292277249, !dbg !155
  %116 = or i136 %115, %114, !dbg !155
  store i136 %116, ptr %110, align 1, !dbg !155
  %117 = shl i136 %113, 106, !dbg !155
  %118 = ashr i136 %117, 106, !dbg !155
  %119 = trunc i136 %118 to i32, !dbg !155
  %120 = load i32, ptr %4, align 4, !dbg !156
  %121 = sext i32 %120 to i64, !dbg !157
  %122 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %121, !dbg !157
  %123 = load i136, ptr %122, align 1, !dbg !158
  %124 = lshr i136 %123, 31, !dbg !158
  %125 = and i136 %124, 536870911, !dbg !158
  %126 = trunc i136 %125 to i32, !dbg !158
  %127 = ashr i32 %126, 3, !dbg !159
  %128 = load i32, ptr %4, align 4, !dbg !160
  %129 = sext i32 %128 to i64, !dbg !161
  %130 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %129, !dbg !161
  %131 = zext i32 %127 to i136, !dbg !162
  %132 = load i136, ptr %130, align 1, !dbg !162
  %133 = and i136 %131, 134217727, !dbg !162
  %134 = shl i136 %133, 90, !dbg !162
  %135 = and i136 %132, -166153498235174444827595607635918849, !dbg !162
  %136 = or i136 %135, %134, !dbg !162
  store i136 %136, ptr %130, align 1, !dbg !162
  %137 = trunc i136 %133 to i32, !dbg !162
  %138 = load i32, ptr %4, align 4, !dbg !163
  %139 = icmp eq i32 %138, 2, !dbg !164
  br i1 %139, label %140, label %141, !dbg !165

140:                                              ; preds = %79
  br label %143, !dbg !165

141:                                              ; preds = %79
  %142 = load i32, ptr %4, align 4, !dbg !166
  br label %143, !dbg !165

143:                                              ; preds = %141, %140
  %144 = phi i32 [ -262144, %140 ], [ %142, %141 ], !dbg !165
  %145 = load i32, ptr %4, align 4, !dbg !167
  %146 = sext i32 %145 to i64, !dbg !168
  %147 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %146, !dbg !168
  %148 = zext i32 %144 to i136, !dbg !169
  %149 = load i136, ptr %147, align 1, !dbg !169
  %150 = and i136 %148, 524287, !dbg !169
  %151 = shl i136 %150, 117, !dbg !169
  %152 = and i136 %149, 166153499473114484112975882535043071, !dbg !169
  %153 = or i136 %152, %151, !dbg !169
  store i136 %153, ptr %147, align 1, !dbg !169
  %154 = shl i136 %150, 117, !dbg !169
  %155 = ashr i136 %154, 117, !dbg !169
  %156 = trunc i136 %155 to i32, !dbg !169
  br label %157, !dbg !170

157:                                              ; preds = %143
  %158 = load i32, ptr %4, align 4, !dbg !171
  %159 = add nsw i32 %158, 1, !dbg !171
  store i32 %159, ptr %4, align 4, !dbg !171
  br label %76, !dbg !172, !llvm.loop !173

160:                                              ; preds = %76
    #dbg_declare(ptr %5, !176, !DIExpression(), !178)
  store i32 0, ptr %5, align 4, !dbg !178
  br label %161, !dbg !179

161:                                              ; preds = %172, %160
  %162 = load i32, ptr %5, align 4, !dbg !180
  %163 = icmp slt i32 %162, 3, !dbg !182
  br i1 %163, label %164, label %175, !dbg !183

164:                                              ; preds = %161
    #dbg_declare(ptr %6, !184, !DIExpression(), !186)
  %165 = getelementptr inbounds [8 x i8], ptr %6, i64 0, i64 0, !dbg !187
  %166 = load i32, ptr %5, align 4, !dbg !188
  %167 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %165, i64 noundef 8, ptr noundef @.str.2, i32 noundef %166) #4, !dbg !189
  %168 = getelementptr inbounds [8 x i8], ptr %6, i64 0, i64 0, !dbg !190
  %169 = load i32, ptr %5, align 4, !dbg !191
  %170 = sext i32 %169 to i64, !dbg !192
  %171 = getelementptr inbounds [3 x %struct.s136], ptr @arr, i64 0, i64 %170, !dbg !192
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %171, i64 17, i1 false), !dbg !193
  call void @dump136(ptr noundef %168, ptr noundef byval(%struct.s136) align 8 %7), !dbg !193
  br label %172, !dbg !194

172:                                              ; preds = %164
  %173 = load i32, ptr %5, align 4, !dbg !195
  %174 = add nsw i32 %173, 1, !dbg !195
  store i32 %174, ptr %5, align 4, !dbg !195
  br label %161, !dbg !196, !llvm.loop !197

175:                                              ; preds = %161
  %176 = load i8, ptr @g2, align 1, !dbg !199
  %177 = sext i8 %176 to i32, !dbg !200
  %178 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !201
  %179 = and i168 %178, 127, !dbg !201
  %180 = trunc i168 %179 to i32, !dbg !201
  %181 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !202
  %182 = shl i168 %181, 129, !dbg !202
  %183 = ashr i168 %182, 136, !dbg !202
  %184 = trunc i168 %183 to i32, !dbg !202
  %185 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !203
  %186 = lshr i168 %185, 39, !dbg !203
  %187 = and i168 %186, 4294967295, !dbg !203
  %188 = trunc i168 %187 to i32, !dbg !203
  %189 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !204
  %190 = shl i168 %189, 65, !dbg !204
  %191 = ashr i168 %190, 136, !dbg !204
  %192 = trunc i168 %191 to i32, !dbg !204
  %193 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !205
  %194 = lshr i168 %193, 103, !dbg !205
  %195 = and i168 %194, 4294967295, !dbg !205
  %196 = trunc i168 %195 to i32, !dbg !205
  %197 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !206
  %198 = shl i168 %197, 1, !dbg !206
  %199 = ashr i168 %198, 136, !dbg !206
  %200 = trunc i168 %199 to i32, !dbg !206
  %201 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !207
  %202 = lshr i168 %201, 167, !dbg !207
  %203 = trunc i168 %202 to i32, !dbg !207
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %177, i32 noundef %180, i32 noundef %184, i32 noundef %188, i32 noundef %192, i32 noundef %196, i32 noundef %200, i32 noundef %203), !dbg !208
  %205 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !209
  %206 = and i168 %205, 127, !dbg !209
  %207 = trunc i168 %206 to i32, !dbg !209
  %208 = add nsw i32 %207, 30, !dbg !210
  %209 = and i32 %208, 127, !dbg !211
  %210 = zext i32 %209 to i168, !dbg !212
  %211 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !212
  %212 = and i168 %210, 127, !dbg !212
  %213 = and i168 %211, -128, !dbg !212
  %214 = or i168 %213, %212, !dbg !212
  store i168 %214, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !212
  %215 = trunc i168 %212 to i32, !dbg !212
  %216 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !213
  %217 = shl i168 %216, 129, !dbg !213
  %218 = ashr i168 %217, 136, !dbg !213
  %219 = trunc i168 %218 to i32, !dbg !213
  %220 = sub nsw i32 %219, 1, !dbg !214
  %221 = zext i32 %220 to i168, !dbg !215
  %222 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !215
  %223 = and i168 %221, 4294967295, !dbg !215
  %224 = shl i168 %223, 7, !dbg !215
  %225 = and i168 %222, -549755813761, !dbg !215
  %226 = or i168 %225, %224, !dbg !215
  store i168 %226, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !215
  %227 = shl i168 %223, 136, !dbg !215
  %228 = ashr i168 %227, 136, !dbg !215
  %229 = trunc i168 %228 to i32, !dbg !215
  %230 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !216
  %231 = shl i168 %230, 65, !dbg !216
  %232 = ashr i168 %231, 136, !dbg !216
  %233 = trunc i168 %232 to i32, !dbg !216
  %234 = add nsw i32 %233, 1, !dbg !217
  %235 = zext i32 %234 to i168, !dbg !218
  %236 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !218
  %237 = and i168 %235, 4294967295, !dbg !218
  %238 = shl i168 %237, 71, !dbg !218
  %239 = and i168 %236, -10141204799464651970538803036161, !dbg !218
  %240 = or i168 %239, %238, !dbg !218
  store i168 %240, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !218
  %241 = shl i168 %237, 136, !dbg !218
  %242 = ashr i168 %241, 136, !dbg !218
  %243 = trunc i168 %242 to i32, !dbg !218
  %244 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !219
  %245 = lshr i168 %244, 39, !dbg !219
  %246 = and i168 %245, 4294967295, !dbg !219
  %247 = trunc i168 %246 to i32, !dbg !219
  %248 = add i32 %247, 1, !dbg !220
  %249 = zext i32 %248 to i168, !dbg !221
  %250 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !221
  %251 = and i168 %249, 4294967295, !dbg !221
  %252 = shl i168 %251, 39, !dbg !221
  %253 = and i168 %250, -2361183240885066792961, !dbg !221
  %254 = or i168 %253, %252, !dbg !221
  store i168 %254, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !221
  %255 = trunc i168 %251 to i32, !dbg !221
  %256 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !222
  %257 = lshr i168 %256, 167, !dbg !222
  %258 = trunc i168 %257 to i32, !dbg !222
  %259 = icmp ne i32 %258, 0, !dbg !223
  %260 = xor i1 %259, true, !dbg !223
  %261 = zext i1 %260 to i32, !dbg !223
  %262 = zext i32 %261 to i168, !dbg !224
  %263 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !224
  %264 = and i168 %262, 1, !dbg !224
  %265 = shl i168 %264, 167, !dbg !224
  %266 = and i168 %263, 187072209578355573530071658587684226515959365500927, !dbg !224
  %267 = or i168 %266, %265, !dbg !224
  store i168 %267, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !224
  %268 = trunc i168 %264 to i32, !dbg !224
  %269 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !225
  %270 = and i168 %269, 127, !dbg !225
  %271 = trunc i168 %270 to i32, !dbg !225
  %272 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !226
  %273 = shl i168 %272, 129, !dbg !226
  %274 = ashr i168 %273, 136, !dbg !226
  %275 = trunc i168 %274 to i32, !dbg !226
  %276 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !227
  %277 = lshr i168 %276, 39, !dbg !227
  %278 = and i168 %277, 4294967295, !dbg !227
  %279 = trunc i168 %278 to i32, !dbg !227
  %280 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !228
  %281 = shl i168 %280, 65, !dbg !228
  %282 = ashr i168 %281, 136, !dbg !228
  %283 = trunc i168 %282 to i32, !dbg !228
  %284 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !229
  %285 = lshr i168 %284, 103, !dbg !229
  %286 = and i168 %285, 4294967295, !dbg !229
  %287 = trunc i168 %286 to i32, !dbg !229
  %288 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !230
  %289 = shl i168 %288, 1, !dbg !230
  %290 = ashr i168 %289, 136, !dbg !230
  %291 = trunc i168 %290 to i32, !dbg !230
  %292 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !231
  %293 = lshr i168 %292, 167, !dbg !231
  %294 = trunc i168 %293 to i32, !dbg !231
  %295 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %271, i32 noundef %275, i32 noundef %279, i32 noundef %283, i32 noundef %287, i32 noundef %291, i32 noundef %294), !dbg !232
  %296 = load volatile i200, ptr @g3, align 1, !dbg !233
  %297 = and i200 %296, 9223372036854775807, !dbg !233
  %298 = trunc i200 %297 to i64, !dbg !233
  %299 = load volatile i200, ptr @g3, align 1, !dbg !234
  %300 = shl i200 %299, 74, !dbg !234
  %301 = ashr i200 %300, 137, !dbg !234
  %302 = trunc i200 %301 to i64, !dbg !234
  %303 = load volatile i200, ptr @g3, align 1, !dbg !235
  %304 = lshr i200 %303, 126, !dbg !235
  %305 = and i200 %304, 9223372036854775807, !dbg !235
  %306 = trunc i200 %305 to i64, !dbg !235
  %307 = load volatile i200, ptr @g3, align 1, !dbg !236
  %308 = ashr i200 %307, 189, !dbg !236
  %309 = trunc i200 %308 to i64, !dbg !236
  %310 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %298, i64 noundef %302, i64 noundef %306, i64 noundef %309), !dbg !237
  %311 = load volatile i200, ptr @g3, align 1, !dbg !238
  %312 = and i200 %311, 9223372036854775807, !dbg !238
  %313 = trunc i200 %312 to i64, !dbg !238
  %314 = add i64 %313, 1, !dbg !239
  %315 = zext i64 %314 to i200, !dbg !240
  %316 = load volatile i200, ptr @g3, align 1, !dbg !240
  %317 = and i200 %315, 9223372036854775807, !dbg !240
  %318 = and i200 %316, -9223372036854775808, !dbg !240
  %319 = or i200 %318, %317, !dbg !240
  store volatile i200 %319, ptr @g3, align 1, !dbg !240
  %320 = trunc i200 %317 to i64, !dbg !240
  %321 = load volatile i200, ptr @g3, align 1, !dbg !241
  %322 = shl i200 %321, 74, !dbg !241
  %323 = ashr i200 %322, 137, !dbg !241
  %324 = trunc i200 %323 to i64, !dbg !241
  %325 = mul nsw i64 %324, 1000000007, !dbg !242
  %326 = zext i64 %325 to i200, !dbg !243
  %327 = load volatile i200, ptr @g3, align 1, !dbg !243
  %328 = and i200 %326, 9223372036854775807, !dbg !243
  %329 = shl i200 %328, 63, !dbg !243
  %330 = and i200 %327, -85070591730234615856620279821087277057, !dbg !243
  %331 = or i200 %330, %329, !dbg !243
  store volatile i200 %331, ptr @g3, align 1, !dbg !243
  %332 = shl i200 %328, 137, !dbg !243
  %333 = ashr i200 %332, 137, !dbg !243
  %334 = trunc i200 %333 to i64, !dbg !243
  %335 = load volatile i200, ptr @g3, align 1, !dbg !244
  %336 = lshr i200 %335, 126, !dbg !244
  %337 = and i200 %336, 9223372036854775807, !dbg !244
  %338 = trunc i200 %337 to i64, !dbg !244
  %339 = shl i64 %338, 50, !dbg !245
  %340 = zext i64 %339 to i200, !dbg !246
  %341 = load volatile i200, ptr @g3, align 1, !dbg !246
  %342 = and i200 %340, 9223372036854775807, !dbg !246
  %343 = shl i200 %342, 126, !dbg !246
  %344 = and i200 %341, -784637716923335095394403086170723686146950778700062261249, !dbg !246
  %345 = or i200 %344, %343, !dbg !246
  store volatile i200 %345, ptr @g3, align 1, !dbg !246
  %346 = trunc i200 %342 to i64, !dbg !246
  %347 = load volatile i200, ptr @g3, align 1, !dbg !247
  %348 = ashr i200 %347, 189, !dbg !247
  %349 = trunc i200 %348 to i64, !dbg !247
  %350 = trunc i64 %349 to i32, !dbg !248
  %351 = sdiv i32 %350, 3, !dbg !249
  %352 = sext i32 %351 to i64, !dbg !250
  %353 = zext i64 %352 to i200, !dbg !250
  %354 = load volatile i200, ptr @g3, align 1, !dbg !250
  %355 = and i200 %353, 2047, !dbg !250
  %356 = shl i200 %355, 189, !dbg !250
  %357 = and i200 %354, 784637716923335095479473677900958302012794430558004314111, !dbg !250
  %358 = or i200 %357, %356, !dbg !250
  store volatile i200 %358, ptr @g3, align 1, !dbg !250
  %359 = shl i200 %355, 189, !dbg !250
  %360 = ashr i200 %359, 189, !dbg !250
  %361 = trunc i200 %360 to i64, !dbg !250
  %362 = load volatile i200, ptr @g3, align 1, !dbg !251
  %363 = and i200 %362, 9223372036854775807, !dbg !251
  %364 = trunc i200 %363 to i64, !dbg !251
  %365 = load volatile i200, ptr @g3, align 1, !dbg !252
  %366 = shl i200 %365, 74, !dbg !252
  %367 = ashr i200 %366, 137, !dbg !252
  %368 = trunc i200 %367 to i64, !dbg !252
  %369 = load volatile i200, ptr @g3, align 1, !dbg !253
  %370 = lshr i200 %369, 126, !dbg !253
  %371 = and i200 %370, 9223372036854775807, !dbg !253
  %372 = trunc i200 %371 to i64, !dbg !253
  %373 = load volatile i200, ptr @g3, align 1, !dbg !254
  %374 = ashr i200 %373, 189, !dbg !254
  %375 = trunc i200 %374 to i64, !dbg !254
  %376 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %364, i64 noundef %368, i64 noundef %372, i64 noundef %375), !dbg !255
    #dbg_declare(ptr %8, !256, !DIExpression(), !257)
  %377 = load i136, ptr @g1, align 1, !dbg !258
  %378 = shl i136 %377, 105, !dbg !258
  %379 = ashr i136 %378, 105, !dbg !258
  %380 = trunc i136 %379 to i32, !dbg !258
  %381 = load i136, ptr @arr, align 16, !dbg !259
  %382 = shl i136 %381, 105, !dbg !259
  %383 = ashr i136 %382, 105, !dbg !259
  %384 = trunc i136 %383 to i32, !dbg !259
  %385 = icmp slt i32 %380, %384, !dbg !260
  %386 = zext i1 %385 to i32, !dbg !260
  store i32 %386, ptr %8, align 4, !dbg !257
    #dbg_declare(ptr %9, !261, !DIExpression(), !262)
  %387 = load i136, ptr getelementptr inbounds ([3 x %struct.s136], ptr @arr, i64 0, i64 1), align 1, !dbg !263
  %388 = shl i136 %387, 105, !dbg !263
  %389 = ashr i136 %388, 105, !dbg !263
  %390 = trunc i136 %389 to i32, !dbg !263
  %391 = icmp eq i32 %390, 0, !dbg !264
  %392 = zext i1 %391 to i32, !dbg !264
  store i32 %392, ptr %9, align 4, !dbg !262
    #dbg_declare(ptr %10, !265, !DIExpression(), !266)
  %393 = load volatile i200, ptr @g3, align 1, !dbg !267
  %394 = ashr i200 %393, 189, !dbg !267
  %395 = trunc i200 %394 to i64, !dbg !267
  %396 = trunc i64 %395 to i32, !dbg !268
  %397 = icmp sge i32 %396, -333, !dbg !269
  %398 = zext i1 %397 to i32, !dbg !269
  store i32 %398, ptr %10, align 4, !dbg !266
  %399 = load i32, ptr %8, align 4, !dbg !270
  %400 = load i32, ptr %9, align 4, !dbg !271
  %401 = load i32, ptr %10, align 4, !dbg !272
  %402 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %399, i32 noundef %400, i32 noundef %401), !dbg !273
  %403 = load i168, ptr getelementptr inbounds (%struct.s168, ptr @g2, i32 0, i32 1), align 1, !dbg !274
  %404 = lshr i168 %403, 39, !dbg !274
  %405 = and i168 %404, 4294967295, !dbg !274
  %406 = trunc i168 %405 to i32, !dbg !274
  %407 = zext i32 %406 to i64, !dbg !275
  call void @mix(i64 noundef %407), !dbg !276
  %408 = load volatile i200, ptr @g3, align 1, !dbg !277
  %409 = lshr i200 %408, 126, !dbg !277
  %410 = and i200 %409, 9223372036854775807, !dbg !277
  %411 = trunc i200 %410 to i64, !dbg !277
  call void @mix(i64 noundef %411), !dbg !278
  %412 = load volatile i200, ptr @g3, align 1, !dbg !279
  %413 = shl i200 %412, 74, !dbg !279
  %414 = ashr i200 %413, 137, !dbg !279
  %415 = trunc i200 %414 to i64, !dbg !279
  call void @mix(i64 noundef %415), !dbg !280
  %416 = load i32, ptr @crc, align 4, !dbg !281
  %417 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %416), !dbg !282
  ret i32 0, !dbg !283
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump136(ptr noundef %0, ptr noundef byval(%struct.s136) align 8 %1) #0 !dbg !284 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !289, !DIExpression(), !290)
    #dbg_declare(ptr %1, !291, !DIExpression(), !292)
  %4 = load ptr, ptr %3, align 8, !dbg !293
  %5 = load i136, ptr %1, align 8, !dbg !294
  %6 = shl i136 %5, 105, !dbg !294
  %7 = ashr i136 %6, 105, !dbg !294
  %8 = trunc i136 %7 to i32, !dbg !294
  %9 = load i136, ptr %1, align 8, !dbg !295
  %10 = lshr i136 %9, 31, !dbg !295
  %11 = and i136 %10, 536870911, !dbg !295
  %12 = trunc i136 %11 to i32, !dbg !295
  %13 = load i136, ptr %1, align 8, !dbg !296
  %14 = shl i136 %13, 46, !dbg !296
  %15 = ashr i136 %14, 106, !dbg !296
  %16 = trunc i136 %15 to i32, !dbg !296
  %17 = load i136, ptr %1, align 8, !dbg !297
  %18 = lshr i136 %17, 90, !dbg !297
  %19 = and i136 %18, 134217727, !dbg !297
  %20 = trunc i136 %19 to i32, !dbg !297
  %21 = load i136, ptr %1, align 8, !dbg !298
  %22 = ashr i136 %21, 117, !dbg !298
  %23 = trunc i136 %22 to i32, !dbg !298
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %4, i32 noundef %8, i32 noundef %12, i32 noundef %16, i32 noundef %20, i32 noundef %23), !dbg !299
  %25 = load i136, ptr %1, align 8, !dbg !300
  %26 = shl i136 %25, 105, !dbg !300
  %27 = ashr i136 %26, 105, !dbg !300
  %28 = trunc i136 %27 to i32, !dbg !300
  %29 = sext i32 %28 to i64, !dbg !301
  call void @mix(i64 noundef %29), !dbg !302
  %30 = load i136, ptr %1, align 8, !dbg !303
  %31 = lshr i136 %30, 31, !dbg !303
  %32 = and i136 %31, 536870911, !dbg !303
  %33 = trunc i136 %32 to i32, !dbg !303
  %34 = zext i32 %33 to i64, !dbg !304
  call void @mix(i64 noundef %34), !dbg !305
  %35 = load i136, ptr %1, align 8, !dbg !306
  %36 = shl i136 %35, 46, !dbg !306
  %37 = ashr i136 %36, 106, !dbg !306
  %38 = trunc i136 %37 to i32, !dbg !306
  %39 = sext i32 %38 to i64, !dbg !307
  call void @mix(i64 noundef %39), !dbg !308
  %40 = load i136, ptr %1, align 8, !dbg !309
  %41 = lshr i136 %40, 90, !dbg !309
  %42 = and i136 %41, 134217727, !dbg !309
  %43 = trunc i136 %42 to i32, !dbg !309
  %44 = zext i32 %43 to i64, !dbg !310
  call void @mix(i64 noundef %44), !dbg !311
  %45 = load i136, ptr %1, align 8, !dbg !312
  %46 = ashr i136 %45, 117, !dbg !312
  %47 = trunc i136 %46 to i32, !dbg !312
  %48 = sext i32 %47 to i64, !dbg !313
  call void @mix(i64 noundef %48), !dbg !314
  ret void, !dbg !315
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 !dbg !316 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !319, !DIExpression(), !320)
  %3 = load i32, ptr @crc, align 4, !dbg !321
  %4 = mul i32 %3, 31, !dbg !322
  %5 = load i64, ptr %2, align 8, !dbg !323
  %6 = trunc i64 %5 to i32, !dbg !324
  %7 = add i32 %4, %6, !dbg !325
  store i32 %7, ptr @crc, align 4, !dbg !326
  %8 = load i64, ptr %2, align 8, !dbg !327
  %9 = lshr i64 %8, 32, !dbg !328
  %10 = trunc i64 %9 to i32, !dbg !329
  %11 = load i32, ptr @crc, align 4, !dbg !330
  %12 = xor i32 %11, %10, !dbg !330
  store i32 %12, ptr @crc, align 4, !dbg !330
  ret void, !dbg !331
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "packed_bitfields_wide.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "413c327a85f2792cc42e7f2e4130252a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "arr", scope: !14, file: !2, line: 37, type: !104, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !26, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !18, !19, !24}
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !22, line: 45, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !20, line: 26, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !22, line: 42, baseType: !16)
!26 = !{!0, !7, !27, !32, !37, !42, !47, !52, !57, !12, !62, !64, !69, !79, !91}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 47)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 41)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 33)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 34)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 15)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 11)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "crc", scope: !14, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 30)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "g1", scope: !14, file: !2, line: 34, type: !71, isLocal: true, isDefinition: true)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s136", file: !2, line: 9, size: 136, align: 8, elements: !72)
!72 = !{!73, !75, !76, !77, !78}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !71, file: !2, line: 10, baseType: !74, size: 31, flags: DIFlagBitField, extraData: i64 0)
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !71, file: !2, line: 11, baseType: !16, size: 29, offset: 31, flags: DIFlagBitField, extraData: i64 0)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !71, file: !2, line: 12, baseType: !74, size: 30, offset: 60, flags: DIFlagBitField, extraData: i64 0)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !71, file: !2, line: 13, baseType: !16, size: 27, offset: 90, flags: DIFlagBitField, extraData: i64 0)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !71, file: !2, line: 14, baseType: !74, size: 19, offset: 117, flags: DIFlagBitField, extraData: i64 0)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "g2", scope: !14, file: !2, line: 35, type: !81, isLocal: true, isDefinition: true)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s168", file: !2, line: 16, size: 176, align: 8, elements: !82)
!82 = !{!83, !84, !85, !86, !87, !88, !89, !90}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !81, file: !2, line: 17, baseType: !4, size: 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !81, file: !2, line: 18, baseType: !16, size: 7, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !81, file: !2, line: 19, baseType: !74, size: 32, offset: 15, flags: DIFlagBitField, extraData: i64 8)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !81, file: !2, line: 20, baseType: !16, size: 32, offset: 47, flags: DIFlagBitField, extraData: i64 8)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !81, file: !2, line: 21, baseType: !74, size: 32, offset: 79, flags: DIFlagBitField, extraData: i64 8)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "j", scope: !81, file: !2, line: 22, baseType: !16, size: 32, offset: 111, flags: DIFlagBitField, extraData: i64 8)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !81, file: !2, line: 23, baseType: !74, size: 32, offset: 143, flags: DIFlagBitField, extraData: i64 8)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !81, file: !2, line: 24, baseType: !16, size: 1, offset: 175, flags: DIFlagBitField, extraData: i64 8)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(name: "g3", scope: !14, file: !2, line: 36, type: !93, isLocal: true, isDefinition: true)
!93 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s200", file: !2, line: 26, size: 200, align: 8, elements: !95)
!95 = !{!96, !97, !102, !103}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !94, file: !2, line: 27, baseType: !19, size: 63, flags: DIFlagBitField, extraData: i64 0)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !94, file: !2, line: 28, baseType: !98, size: 63, offset: 63, flags: DIFlagBitField, extraData: i64 0)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !99, line: 27, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !22, line: 44, baseType: !101)
!101 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !94, file: !2, line: 29, baseType: !19, size: 63, offset: 126, flags: DIFlagBitField, extraData: i64 0)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !94, file: !2, line: 30, baseType: !98, size: 11, offset: 189, flags: DIFlagBitField, extraData: i64 0)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 408, elements: !5)
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"frame-pointer", i32 2}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 50, type: !114, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!74}
!116 = !{}
!117 = !DILocation(line: 51, column: 5, scope: !113)
!118 = !DILocation(line: 52, column: 15, scope: !113)
!119 = !DILocation(line: 52, column: 17, scope: !113)
!120 = !DILocation(line: 52, column: 21, scope: !113)
!121 = !DILocation(line: 52, column: 10, scope: !113)
!122 = !DILocation(line: 53, column: 10, scope: !113)
!123 = !DILocation(line: 54, column: 16, scope: !113)
!124 = !DILocation(line: 54, column: 12, scope: !113)
!125 = !DILocation(line: 54, column: 10, scope: !113)
!126 = !DILocation(line: 55, column: 10, scope: !113)
!127 = !DILocation(line: 56, column: 15, scope: !113)
!128 = !DILocation(line: 56, column: 17, scope: !113)
!129 = !DILocation(line: 56, column: 10, scope: !113)
!130 = !DILocation(line: 57, column: 5, scope: !113)
!131 = !DILocalVariable(name: "n", scope: !132, file: !2, line: 58, type: !74)
!132 = distinct !DILexicalBlock(scope: !113, file: !2, line: 58, column: 5)
!133 = !DILocation(line: 58, column: 14, scope: !132)
!134 = !DILocation(line: 58, column: 10, scope: !132)
!135 = !DILocation(line: 58, column: 21, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 58, column: 5)
!137 = !DILocation(line: 58, column: 23, scope: !136)
!138 = !DILocation(line: 58, column: 5, scope: !132)
!139 = !DILocation(line: 59, column: 20, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 58, column: 33)
!141 = !DILocation(line: 59, column: 22, scope: !140)
!142 = !DILocation(line: 59, column: 13, scope: !140)
!143 = !DILocation(line: 59, column: 9, scope: !140)
!144 = !DILocation(line: 59, column: 18, scope: !140)
!145 = !DILocation(line: 60, column: 31, scope: !140)
!146 = !DILocation(line: 60, column: 33, scope: !140)
!147 = !DILocation(line: 60, column: 13, scope: !140)
!148 = !DILocation(line: 60, column: 9, scope: !140)
!149 = !DILocation(line: 60, column: 18, scope: !140)
!150 = !DILocation(line: 61, column: 22, scope: !140)
!151 = !DILocation(line: 61, column: 24, scope: !140)
!152 = !DILocation(line: 61, column: 20, scope: !140)
!153 = !DILocation(line: 61, column: 13, scope: !140)
!154 = !DILocation(line: 61, column: 9, scope: !140)
!155 = !DILocation(line: 61, column: 18, scope: !140)
!156 = !DILocation(line: 62, column: 24, scope: !140)
!157 = !DILocation(line: 62, column: 20, scope: !140)
!158 = !DILocation(line: 62, column: 27, scope: !140)
!159 = !DILocation(line: 62, column: 29, scope: !140)
!160 = !DILocation(line: 62, column: 13, scope: !140)
!161 = !DILocation(line: 62, column: 9, scope: !140)
!162 = !DILocation(line: 62, column: 18, scope: !140)
!163 = !DILocation(line: 63, column: 21, scope: !140)
!164 = !DILocation(line: 63, column: 23, scope: !140)
!165 = !DILocation(line: 63, column: 20, scope: !140)
!166 = !DILocation(line: 63, column: 41, scope: !140)
!167 = !DILocation(line: 63, column: 13, scope: !140)
!168 = !DILocation(line: 63, column: 9, scope: !140)
!169 = !DILocation(line: 63, column: 18, scope: !140)
!170 = !DILocation(line: 64, column: 5, scope: !140)
!171 = !DILocation(line: 58, column: 29, scope: !136)
!172 = !DILocation(line: 58, column: 5, scope: !136)
!173 = distinct !{!173, !138, !174, !175}
!174 = !DILocation(line: 64, column: 5, scope: !132)
!175 = !{!"llvm.loop.mustprogress"}
!176 = !DILocalVariable(name: "n", scope: !177, file: !2, line: 65, type: !74)
!177 = distinct !DILexicalBlock(scope: !113, file: !2, line: 65, column: 5)
!178 = !DILocation(line: 65, column: 14, scope: !177)
!179 = !DILocation(line: 65, column: 10, scope: !177)
!180 = !DILocation(line: 65, column: 21, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !2, line: 65, column: 5)
!182 = !DILocation(line: 65, column: 23, scope: !181)
!183 = !DILocation(line: 65, column: 5, scope: !177)
!184 = !DILocalVariable(name: "name", scope: !185, file: !2, line: 66, type: !29)
!185 = distinct !DILexicalBlock(scope: !181, file: !2, line: 65, column: 33)
!186 = !DILocation(line: 66, column: 14, scope: !185)
!187 = !DILocation(line: 67, column: 18, scope: !185)
!188 = !DILocation(line: 67, column: 48, scope: !185)
!189 = !DILocation(line: 67, column: 9, scope: !185)
!190 = !DILocation(line: 68, column: 17, scope: !185)
!191 = !DILocation(line: 68, column: 27, scope: !185)
!192 = !DILocation(line: 68, column: 23, scope: !185)
!193 = !DILocation(line: 68, column: 9, scope: !185)
!194 = !DILocation(line: 69, column: 5, scope: !185)
!195 = !DILocation(line: 65, column: 29, scope: !181)
!196 = !DILocation(line: 65, column: 5, scope: !181)
!197 = distinct !{!197, !183, !198, !175}
!198 = !DILocation(line: 69, column: 5, scope: !177)
!199 = !DILocation(line: 70, column: 66, scope: !113)
!200 = !DILocation(line: 70, column: 63, scope: !113)
!201 = !DILocation(line: 70, column: 74, scope: !113)
!202 = !DILocation(line: 70, column: 80, scope: !113)
!203 = !DILocation(line: 70, column: 86, scope: !113)
!204 = !DILocation(line: 70, column: 92, scope: !113)
!205 = !DILocation(line: 71, column: 15, scope: !113)
!206 = !DILocation(line: 71, column: 21, scope: !113)
!207 = !DILocation(line: 71, column: 27, scope: !113)
!208 = !DILocation(line: 70, column: 5, scope: !113)
!209 = !DILocation(line: 72, column: 16, scope: !113)
!210 = !DILocation(line: 72, column: 18, scope: !113)
!211 = !DILocation(line: 72, column: 24, scope: !113)
!212 = !DILocation(line: 72, column: 10, scope: !113)
!213 = !DILocation(line: 73, column: 15, scope: !113)
!214 = !DILocation(line: 73, column: 17, scope: !113)
!215 = !DILocation(line: 73, column: 10, scope: !113)
!216 = !DILocation(line: 74, column: 15, scope: !113)
!217 = !DILocation(line: 74, column: 17, scope: !113)
!218 = !DILocation(line: 74, column: 10, scope: !113)
!219 = !DILocation(line: 75, column: 15, scope: !113)
!220 = !DILocation(line: 75, column: 17, scope: !113)
!221 = !DILocation(line: 75, column: 10, scope: !113)
!222 = !DILocation(line: 76, column: 16, scope: !113)
!223 = !DILocation(line: 76, column: 12, scope: !113)
!224 = !DILocation(line: 76, column: 10, scope: !113)
!225 = !DILocation(line: 77, column: 60, scope: !113)
!226 = !DILocation(line: 77, column: 66, scope: !113)
!227 = !DILocation(line: 77, column: 72, scope: !113)
!228 = !DILocation(line: 77, column: 78, scope: !113)
!229 = !DILocation(line: 77, column: 84, scope: !113)
!230 = !DILocation(line: 77, column: 90, scope: !113)
!231 = !DILocation(line: 78, column: 15, scope: !113)
!232 = !DILocation(line: 77, column: 5, scope: !113)
!233 = !DILocation(line: 79, column: 72, scope: !113)
!234 = !DILocation(line: 79, column: 89, scope: !113)
!235 = !DILocation(line: 80, column: 35, scope: !113)
!236 = !DILocation(line: 80, column: 52, scope: !113)
!237 = !DILocation(line: 79, column: 5, scope: !113)
!238 = !DILocation(line: 81, column: 15, scope: !113)
!239 = !DILocation(line: 81, column: 17, scope: !113)
!240 = !DILocation(line: 81, column: 10, scope: !113)
!241 = !DILocation(line: 82, column: 15, scope: !113)
!242 = !DILocation(line: 82, column: 17, scope: !113)
!243 = !DILocation(line: 82, column: 10, scope: !113)
!244 = !DILocation(line: 83, column: 15, scope: !113)
!245 = !DILocation(line: 83, column: 17, scope: !113)
!246 = !DILocation(line: 83, column: 10, scope: !113)
!247 = !DILocation(line: 84, column: 15, scope: !113)
!248 = !DILocation(line: 84, column: 12, scope: !113)
!249 = !DILocation(line: 84, column: 17, scope: !113)
!250 = !DILocation(line: 84, column: 10, scope: !113)
!251 = !DILocation(line: 85, column: 73, scope: !113)
!252 = !DILocation(line: 85, column: 90, scope: !113)
!253 = !DILocation(line: 86, column: 35, scope: !113)
!254 = !DILocation(line: 86, column: 52, scope: !113)
!255 = !DILocation(line: 85, column: 5, scope: !113)
!256 = !DILocalVariable(name: "lt", scope: !113, file: !2, line: 88, type: !74)
!257 = !DILocation(line: 88, column: 9, scope: !113)
!258 = !DILocation(line: 88, column: 17, scope: !113)
!259 = !DILocation(line: 88, column: 28, scope: !113)
!260 = !DILocation(line: 88, column: 19, scope: !113)
!261 = !DILocalVariable(name: "eq", scope: !113, file: !2, line: 88, type: !74)
!262 = !DILocation(line: 88, column: 31, scope: !113)
!263 = !DILocation(line: 88, column: 43, scope: !113)
!264 = !DILocation(line: 88, column: 45, scope: !113)
!265 = !DILocalVariable(name: "ge", scope: !113, file: !2, line: 88, type: !74)
!266 = !DILocation(line: 88, column: 51, scope: !113)
!267 = !DILocation(line: 88, column: 59, scope: !113)
!268 = !DILocation(line: 88, column: 56, scope: !113)
!269 = !DILocation(line: 88, column: 61, scope: !113)
!270 = !DILocation(line: 89, column: 31, scope: !113)
!271 = !DILocation(line: 89, column: 35, scope: !113)
!272 = !DILocation(line: 89, column: 39, scope: !113)
!273 = !DILocation(line: 89, column: 5, scope: !113)
!274 = !DILocation(line: 90, column: 12, scope: !113)
!275 = !DILocation(line: 90, column: 9, scope: !113)
!276 = !DILocation(line: 90, column: 5, scope: !113)
!277 = !DILocation(line: 90, column: 23, scope: !113)
!278 = !DILocation(line: 90, column: 16, scope: !113)
!279 = !DILocation(line: 90, column: 44, scope: !113)
!280 = !DILocation(line: 90, column: 27, scope: !113)
!281 = !DILocation(line: 91, column: 27, scope: !113)
!282 = !DILocation(line: 91, column: 5, scope: !113)
!283 = !DILocation(line: 92, column: 5, scope: !113)
!284 = distinct !DISubprogram(name: "dump136", scope: !2, file: !2, line: 45, type: !285, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !116)
!285 = !DISubroutineType(types: !286)
!286 = !{null, !287, !71}
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!289 = !DILocalVariable(name: "name", arg: 1, scope: !284, file: !2, line: 45, type: !287)
!290 = !DILocation(line: 45, column: 33, scope: !284)
!291 = !DILocalVariable(name: "s", arg: 2, scope: !284, file: !2, line: 45, type: !71)
!292 = !DILocation(line: 45, column: 51, scope: !284)
!293 = !DILocation(line: 46, column: 46, scope: !284)
!294 = !DILocation(line: 46, column: 54, scope: !284)
!295 = !DILocation(line: 46, column: 59, scope: !284)
!296 = !DILocation(line: 46, column: 64, scope: !284)
!297 = !DILocation(line: 46, column: 69, scope: !284)
!298 = !DILocation(line: 46, column: 74, scope: !284)
!299 = !DILocation(line: 46, column: 5, scope: !284)
!300 = !DILocation(line: 47, column: 21, scope: !284)
!301 = !DILocation(line: 47, column: 9, scope: !284)
!302 = !DILocation(line: 47, column: 5, scope: !284)
!303 = !DILocation(line: 47, column: 31, scope: !284)
!304 = !DILocation(line: 47, column: 29, scope: !284)
!305 = !DILocation(line: 47, column: 25, scope: !284)
!306 = !DILocation(line: 47, column: 51, scope: !284)
!307 = !DILocation(line: 47, column: 39, scope: !284)
!308 = !DILocation(line: 47, column: 35, scope: !284)
!309 = !DILocation(line: 47, column: 61, scope: !284)
!310 = !DILocation(line: 47, column: 59, scope: !284)
!311 = !DILocation(line: 47, column: 55, scope: !284)
!312 = !DILocation(line: 47, column: 81, scope: !284)
!313 = !DILocation(line: 47, column: 69, scope: !284)
!314 = !DILocation(line: 47, column: 65, scope: !284)
!315 = !DILocation(line: 48, column: 1, scope: !284)
!316 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 40, type: !317, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !116)
!317 = !DISubroutineType(types: !318)
!318 = !{null, !19}
!319 = !DILocalVariable(name: "v", arg: 1, scope: !316, file: !2, line: 40, type: !19)
!320 = !DILocation(line: 40, column: 26, scope: !316)
!321 = !DILocation(line: 41, column: 11, scope: !316)
!322 = !DILocation(line: 41, column: 15, scope: !316)
!323 = !DILocation(line: 41, column: 33, scope: !316)
!324 = !DILocation(line: 41, column: 23, scope: !316)
!325 = !DILocation(line: 41, column: 21, scope: !316)
!326 = !DILocation(line: 41, column: 9, scope: !316)
!327 = !DILocation(line: 42, column: 23, scope: !316)
!328 = !DILocation(line: 42, column: 25, scope: !316)
!329 = !DILocation(line: 42, column: 12, scope: !316)
!330 = !DILocation(line: 42, column: 9, scope: !316)
!331 = !DILocation(line: 43, column: 1, scope: !316)
